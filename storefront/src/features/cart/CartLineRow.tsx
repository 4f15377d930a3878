import { DEFAULT_DELIVERY_FREQUENCY, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import type { CartItem } from '@gamelle/contract/cart/schema';
import { Counter, FrequencySelect } from '@gamelle/design-system';
import { useId } from 'react';
import { useMessages, Money } from '../shared/index.ts';
import { cartMessages } from './messages.ts';

export interface CartLineActions {
  setQuantity: (itemId: number, quantity: number) => void;
  setSubscription: (itemId: number, interval: number | null) => void;
  remove: (itemId: number) => void;
}

/** One line: product, unit price, quantity, once or subscribed (with its frequency), total, remove. */
export function CartLineRow({ item, actions }: { item: CartItem; actions: CartLineActions }) {
  const t = useMessages(cartMessages);
  const id = useId();
  const product = `${item.productName} ${item.variantName}`;
  const subscribed = item.subscriptionInterval !== null;
  return (
    <li className="cart-line" data-testid="cart-line" data-variant={item.variantCode}>
      <div className="cart-line__product">
        <p className="cart-line__name">{item.productName}</p>
        <p className="cart-line__variant">{item.variantName}</p>
        <p className="cart-line__unit">
          {t.unitPrice} : <Money cents={item.discountedUnitPrice} />
          {subscribed && item.discountedUnitPrice !== item.unitPrice ? (
            <>
              {' '}
              <s>
                <Money cents={item.unitPrice} />
              </s>
            </>
          ) : null}
        </p>
      </div>
      <Counter
        id={`${id}-quantity`}
        productName={product}
        min={1}
        value={item.quantity}
        onChange={(quantity) => actions.setQuantity(item.id, quantity)}
      />
      <fieldset className="cart-line__mode">
        <legend className="visually-hidden">{t.purchaseMode(product)}</legend>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={!subscribed}
            onChange={() => actions.setSubscription(item.id, null)}
          />{' '}
          {t.purchaseOnce}
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={subscribed}
            onChange={() => actions.setSubscription(item.id, DEFAULT_DELIVERY_FREQUENCY)}
          />{' '}
          {t.subscribe}
        </label>
        {subscribed ? (
          <FrequencySelect
            id={`${id}-frequency`}
            label={t.frequency}
            value={
              isDeliveryFrequencyCode(item.subscriptionInterval)
                ? item.subscriptionInterval
                : DEFAULT_DELIVERY_FREQUENCY
            }
            onChange={(code) => actions.setSubscription(item.id, code)}
          />
        ) : null}
      </fieldset>
      <p className="cart-line__total">
        <span className="visually-hidden">{t.lineTotal} : </span>
        <Money cents={item.total} />
      </p>
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={t.remove(product)}
        onClick={() => actions.remove(item.id)}
      >
        {t.removeShort}
      </button>
    </li>
  );
}
