import type { Cart } from '@gamelle/contract/cart/schema';
import { Box, Price } from '@gamelle/design-system';
import { TotalsRow, useMessages } from '../shared/index.ts';
import { cartMessages } from './messages.ts';

/** Subtotal, subscription discount, coupon discount, shipping and total, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useMessages(cartMessages);
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="xsmall" marginY="none">
      <TotalsRow label={t.subtotal}>
        <Price cents={cart.itemsSubtotal} />
      </TotalsRow>
      {cart.subscriptionDiscountTotal > 0 ? (
        <TotalsRow label={t.subscriptionDiscount}>
          −<Price cents={cart.subscriptionDiscountTotal} />
        </TotalsRow>
      ) : null}
      {cart.orderPromotionTotal > 0 ? (
        <TotalsRow label={t.discount}>
          −<Price cents={cart.orderPromotionTotal} />
        </TotalsRow>
      ) : null}
      <TotalsRow label={t.shipping}>
        <Price cents={cart.shippingTotal} freeLabel />
      </TotalsRow>
      <TotalsRow label={t.total} strong testId="cart-total">
        <Price cents={cart.total} size="large" />
      </TotalsRow>
    </Box>
  );
}
