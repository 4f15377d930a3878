import { Box, Heading, Price, Stack, Text } from '@gamelle/design-system';
import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
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
      <Row label={t.subtotal}>
        <Price cents={order.itemsSubtotal} />
      </Row>
      {order.subscriptionDiscountTotal > 0 ? (
        <Row label={t.subscriptionDiscount}>
          −<Price cents={order.subscriptionDiscountTotal} />
        </Row>
      ) : null}
      {order.orderPromotionTotal > 0 ? (
        <Row label={t.promotion}>
          −<Price cents={order.orderPromotionTotal} />
        </Row>
      ) : null}
      <Row label={t.shipping}>
        <Price cents={order.shippingTotal} freeLabel />
      </Row>
      {order.paymentFeeTotal ? (
        <Row label={t.serviceFees}>
          <Price cents={order.paymentFeeTotal} />
        </Row>
      ) : null}
      {order.taxExcludedTotal !== undefined ? (
        <Row label={t.totalExclTax}>
          <Price cents={order.taxExcludedTotal} />
        </Row>
      ) : null}
      <Row label={t.tax}>
        <Price cents={order.taxTotal} />
      </Row>
      <Row label={t.total} strong testId="checkout-total">
        <Price cents={order.total} size="large" />
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
