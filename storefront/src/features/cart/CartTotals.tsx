import type { Cart } from '@gamelle/contract/cart/schema';
import { Box, Price, Text } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { cartMessages } from './messages.ts';

/** Subtotal, subscription discount, coupon discount, shipping and total, as the server computed them. */
export function CartTotals({ cart }: { cart: Cart }) {
  const t = useMessages(cartMessages);
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="xsmall" marginY="none">
      <Row label={t.subtotal}>
        <Price cents={cart.itemsSubtotal} />
      </Row>
      {cart.subscriptionDiscountTotal > 0 ? (
        <Row label={t.subscriptionDiscount}>
          −<Price cents={cart.subscriptionDiscountTotal} />
        </Row>
      ) : null}
      {cart.orderPromotionTotal > 0 ? (
        <Row label={t.discount}>
          −<Price cents={cart.orderPromotionTotal} />
        </Row>
      ) : null}
      <Row label={t.shipping}>
        <Price cents={cart.shippingTotal} freeLabel />
      </Row>
      <Row label={t.total} strong testId="cart-total">
        <Price cents={cart.total} size="large" />
      </Row>
    </Box>
  );
}

function Row({
  label,
  strong,
  testId,
  children,
}: {
  label: string;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  const weight = strong ? 'strong' : 'regular';
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="small">
      <Text as="dt" weight={weight}>
        {label}
      </Text>
      <Text as="dd" weight={weight}>
        <span data-testid={testId}>{children}</span>
      </Text>
    </Box>
  );
}
