import type { Cart } from '@gamelle/contract/cart/schema';
import { useMessages, Money } from '../shared/index.ts';
import { cartMessages } from './messages.ts';

/** Subtotal, subscription discount, coupon discount, shipping and total, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useMessages(cartMessages);
  return (
    <dl className="cart-totals">
      <div>
        <dt>{t.subtotal}</dt>
        <dd>
          <Money cents={cart.itemsSubtotal} />
        </dd>
      </div>
      {cart.subscriptionDiscountTotal > 0 ? (
        <div>
          <dt>{t.subscriptionDiscount}</dt>
          <dd>
            −<Money cents={cart.subscriptionDiscountTotal} />
          </dd>
        </div>
      ) : null}
      {cart.orderPromotionTotal > 0 ? (
        <div>
          <dt>{t.discount}</dt>
          <dd>
            −<Money cents={cart.orderPromotionTotal} />
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t.shipping}</dt>
        <dd>
          <Money cents={cart.shippingTotal} freeLabel={t.shippingFree} />
        </dd>
      </div>
      <div className="cart-totals__total">
        <dt>{t.total}</dt>
        <dd data-testid="cart-total">
          <Money cents={cart.total} />
        </dd>
      </div>
    </dl>
  );
}
