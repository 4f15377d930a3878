import { Heading, Link, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { sitePath, useLocale, useMessages } from '../shared/index.ts';
import { accountCard } from '../customer/index.ts';
import { formatDay } from './format.ts';
import { subscriptionHomeMessages } from './home-messages.ts';
import { subscriptionsQuery } from './queries.ts';
import * as styles from './subscription.css.ts';

/**
 * The account home's next delivery of each active subscription (issue 15): its date, products and the way to it;
 * nothing when the customer has no subscription running. Reads the list the account home's loader prefetches.
 */
export function NextDeliveries({ customerId }: { customerId: number }) {
  const t = useMessages(subscriptionHomeMessages);
  const locale = useLocale();
  const { data } = useSuspenseQuery(subscriptionsQuery(locale, customerId));
  const running = data['hydra:member']
    .filter((s) => s.status === 'active')
    .sort((a, b) => a.nextShippingDate.localeCompare(b.nextShippingDate));
  if (running.length === 0) return null;
  return (
    <section aria-labelledby="next-deliveries" className={accountCard} data-testid="next-deliveries">
      <Stack space="small">
        <Heading level={2} size="4" id="next-deliveries">
          {t.homeTitle}
        </Heading>
        <ul className={styles.list}>
          {running.map((s) => (
            <li key={s.code} data-testid="next-delivery-item">
              <Stack space="xsmall">
                <Heading level={3} size="4">
                  <Link href={sitePath('subscription', locale, { subscription: s.code })} weight="strong">
                    {t.nextDeliveryOn(formatDay(s.nextShippingDate, locale))}
                  </Link>
                </Heading>
                <Text tone="secondary">
                  {t.subscriptionNumber(s.code)} · {s.items.map((i) => `${i.quantity} × ${i.productName}`).join(', ')}
                </Text>
              </Stack>
            </li>
          ))}
        </ul>
        <Link href={sitePath('subscriptions', locale)}>{t.homeAll}</Link>
      </Stack>
    </section>
  );
}
