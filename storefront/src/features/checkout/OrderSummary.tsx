import { Box, Heading, Price, Stack, Text } from '@gamelle/design-system';
import { TotalsRow, useMessages } from '../shared/index.ts';
import type { CheckoutOrder } from './checkout-api.ts';
import { checkoutMessages } from './messages.ts';

/** The order's lines and every totals line of spec §3, as the server computed them (never added up here). */
export function OrderSummary({ order, headingLevel = 2 }: { order: CheckoutOrder; headingLevel?: 2 | 3 }) {
  const t = useMessages(checkoutMessages);
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <Box as="section" aria-labelledby="checkout-summary" padding="medium" borderRadius="standard" background="sunken">
      <Stack space="medium">
        <Heading level={headingLevel} id="checkout-summary">
          {t.summary} · {t.items(count)}
        </Heading>
        <Box as="ul" display="flex" flexDirection="column" gap="small" padding="none" marginY="none">
          {order.items.map((item) => (
            <Box as="li" key={item.id} display="flex" justifyContent="space-between" gap="small">
              <Stack space="xsmall">
                <Text weight="medium">{item.productName}</Text>
                <Text size="small" tone="secondary">
                  {item.variantName} · {t.quantity(item.quantity)}
                </Text>
              </Stack>
              <Text>
                <Price cents={item.total} />
              </Text>
            </Box>
          ))}
        </Box>
        <OrderTotals order={order} />
      </Stack>
    </Box>
  );
}

export function OrderTotals({ order }: { order: CheckoutOrder }) {
  const t = useMessages(checkoutMessages);
  return (
    <Box as="dl" display="flex" flexDirection="column" gap="xsmall" marginY="none">
      <TotalsRow label={t.subtotal}>
        <Price cents={order.itemsSubtotal} />
      </TotalsRow>
      {order.subscriptionDiscountTotal > 0 ? (
        <TotalsRow label={t.subscriptionDiscount}>
          −<Price cents={order.subscriptionDiscountTotal} />
        </TotalsRow>
      ) : null}
      {order.orderPromotionTotal > 0 ? (
        <TotalsRow label={t.promotion}>
          −<Price cents={order.orderPromotionTotal} />
        </TotalsRow>
      ) : null}
      <TotalsRow label={t.shipping}>
        <Price cents={order.shippingTotal} freeLabel />
      </TotalsRow>
      {order.paymentFeeTotal ? (
        <TotalsRow label={t.serviceFees}>
          <Price cents={order.paymentFeeTotal} />
        </TotalsRow>
      ) : null}
      {order.taxExcludedTotal !== undefined ? (
        <TotalsRow label={t.totalExclTax}>
          <Price cents={order.taxExcludedTotal} />
        </TotalsRow>
      ) : null}
      <TotalsRow label={t.tax}>
        <Price cents={order.taxTotal} />
      </TotalsRow>
      <TotalsRow label={t.total} strong testId="checkout-total">
        <Price cents={order.total} size="large" />
      </TotalsRow>
    </Box>
  );
}
