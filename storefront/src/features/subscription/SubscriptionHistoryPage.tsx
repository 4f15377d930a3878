import { Heading, Inline, Link, Stack, StatusBadge, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Money, sitePath, useLocale, useMessages } from '../shared/index.ts';
import { accountCard } from '../customer/index.ts';
import { OrderDetailPage } from '../order/index.ts';
import { formatDay } from './format.ts';
import { subscriptionMessages } from './messages.ts';
import { subscriptionOrdersQuery } from './queries.ts';
import * as styles from './subscription.css.ts';

/** The front status of a history order (spec §4): a refused payment, then shipped, paid, or awaiting payment. */
function statusOf(order: { paymentState: string | null; shippingState: string | null }): string {
  if (order.shippingState === 'shipped') return 'sent';
  if (order.paymentState === 'paid') return 'payment_accepted';
  if (order.paymentState === 'cancelled' || order.paymentState === 'failed') return 'payment_failure';
  return order.paymentState ?? 'processing';
}

/**
 * The orders a subscription placed (spec §2), newest first: the order that started it, then each renewal, with
 * its shipping date, status and total, and the way to the order (its lines, delivery and invoice).
 */
export function SubscriptionHistoryPage({ customerId, code }: { customerId: number; code: string }) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const { data } = useSuspenseQuery(subscriptionOrdersQuery(locale, customerId, code));
  const orders = [...data['hydra:member']].sort((a, b) =>
    (b.shippingDate ?? b.checkoutCompletedAt ?? '').localeCompare(a.shippingDate ?? a.checkoutCompletedAt ?? ''),
  );
  return (
    <Stack space="large">
      <Link href={sitePath('subscription', locale, { subscription: code })}>{t.backToSubscription}</Link>
      <Heading level={1}>{t.historyTitle(code)}</Heading>
      {orders.length === 0 ? (
        <div className={accountCard} data-testid="history-empty">
          <Text>{t.noHistory}</Text>
        </div>
      ) : (
        <ol className={styles.list} aria-label={t.history}>
          {orders.map((order) => {
            const day = order.shippingDate ?? order.checkoutCompletedAt;
            return (
              <li key={order.tokenValue} className={accountCard} data-testid="history-order">
                <div className={styles.row}>
                  <Stack space="xsmall">
                    <Heading level={2} size="4">
                      <Link
                        href={sitePath('subscriptionHistoryOrder', locale, {
                          subscription: code,
                          order: order.tokenValue,
                        })}
                        weight="strong"
                      >
                        {t.orderNumber(order.number ?? '—')}
                      </Link>
                    </Heading>
                    <Text size="small" tone="secondary">
                      {order.renewal ? t.renewal : t.firstOrder}
                      {day ? ` · ${t.shippedOn(formatDay(day, locale))}` : ''}
                    </Text>
                  </Stack>
                  <Inline space="medium" alignY="center">
                    <StatusBadge status={statusOf(order)} />
                    <Text weight="strong">
                      <Money cents={order.total} />
                    </Text>
                  </Inline>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </Stack>
  );
}

/** An order within the history: the order's own detail (lines, delivery, invoice), back to the history. */
export function SubscriptionOrderPage({
  customerId,
  code,
  token,
}: {
  customerId: number;
  code: string;
  token: string;
}) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  return (
    <OrderDetailPage
      customerId={customerId}
      token={token}
      back={{ href: sitePath('subscriptionHistory', locale, { subscription: code }), label: t.backToHistory }}
    />
  );
}
