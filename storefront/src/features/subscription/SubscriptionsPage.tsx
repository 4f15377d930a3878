import { buttonClassName, Heading, Inline, Link, Stack, StatusBadge, Text } from '@gamelle/design-system';
import type { Subscription } from '@gamelle/contract/subscription';
import { useSuspenseQuery } from '@tanstack/react-query';
import { animalCategorySlugs, Money, sitePath, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountCard } from '../customer/index.ts';
import { formatDay } from './format.ts';
import { subscriptionMessages } from './messages.ts';
import { subscriptionsQuery } from './queries.ts';
import { SubscriptionAlerts } from './SubscriptionAlerts.tsx';
import * as styles from './subscription.css.ts';

/** Spec §4's display groups, in its order. */
const GROUPS = [
  ['positive', 'groupPositive'],
  ['warning', 'groupWarning'],
  ['error', 'groupError'],
  ['neutral', 'groupNeutral'],
] as const;

/**
 * The customer's subscriptions (spec §2), grouped by status as spec §4 groups them (in progress, waiting, needing
 * action, stopped): each with its status, rhythm, next shipping date, products, next order's total and alerts, and
 * the way to its detail. Without one, the way to the catalogue.
 */
export function SubscriptionsPage({ customerId }: { customerId: number }) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const { data } = useSuspenseQuery(subscriptionsQuery(locale, customerId));
  const subscriptions = data['hydra:member'];
  const slugs = animalCategorySlugs[locale];

  if (subscriptions.length === 0) {
    return (
      <Stack space="large">
        <Heading level={1}>{t.listTitle}</Heading>
        <div className={accountCard} data-testid="subscriptions-empty">
          <Stack space="medium">
            <Text weight="strong">{t.noSubscriptions}</Text>
            <Text>{t.noSubscriptionsHint}</Text>
            <div>
              <a href={toPublicPath(`/${slugs.dog}/`, locale)} className={buttonClassName()}>
                {t.browseCatalogue}
              </a>
            </div>
          </Stack>
        </div>
      </Stack>
    );
  }

  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t.listTitle}</Heading>
        <Text tone="secondary">{t.listIntro}</Text>
      </Stack>
      {GROUPS.map(([group, title]) => {
        const members = subscriptions.filter((s) => s.statusGroup === group);
        if (members.length === 0) return null;
        const id = `subscriptions-${group}`;
        return (
          <section key={group} aria-labelledby={id} data-testid={`group-${group}`}>
            <Stack space="small">
              <Heading level={2} size="3" id={id}>
                {t[title]}
              </Heading>
              <ul className={styles.list}>
                {members.map((subscription) => (
                  <li key={subscription.code} className={accountCard} data-testid="subscription">
                    <SubscriptionCard subscription={subscription} />
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}

function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const t = useMessages(subscriptionMessages);
  const locale = useLocale();
  const href = sitePath('subscription', locale, { subscription: s.code });
  const running = s.statusGroup !== 'neutral';
  return (
    <Stack space="medium">
      <div className={styles.row}>
        <Stack space="xsmall">
          <Heading level={3} size="4">
            <Link href={href} weight="strong" id={`subscription-${s.code}`} data-subscription-link="">
              {t.subscriptionNumber(s.code)}
            </Link>
          </Heading>
          <Text size="small" tone="secondary">
            {s.frequencyLabel ? t.every(s.frequencyLabel) : null}
          </Text>
        </Stack>
        <StatusBadge status={s.status} subject="subscription" />
      </div>
      {running ? (
        <div data-testid="next-delivery">
          <Text weight="strong">{t.nextDeliveryOn(formatDay(s.nextShippingDate, locale))}</Text>
        </div>
      ) : null}
      <ul className={styles.products} aria-label={t.products}>
        {s.items.map((item) => (
          <li key={item.variantCode}>
            <Text as="span">
              {item.quantity} × {item.productName} {item.variantName ? `(${item.variantName})` : ''}
            </Text>
          </li>
        ))}
      </ul>
      {running ? <SubscriptionAlerts subscription={s} compact /> : null}
      <Inline space="medium" alignY="center" align="right">
        {running ? (
          <Text tone="secondary">
            <Money cents={s.nextOrder.total ?? s.nextOrder.itemsTotal} />
          </Text>
        ) : null}
        <a
          href={href}
          className={buttonClassName({ variant: 'secondary' })}
          aria-describedby={`subscription-${s.code}`}
        >
          {t.manage}
        </a>
      </Inline>
    </Stack>
  );
}
