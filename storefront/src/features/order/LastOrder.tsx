import { Heading, Inline, Link, Stack, StatusBadge, Text } from '@gamelle/design-system';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { Money, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { formatDay } from './format.ts';
import { lastOrderMessages } from './last-order-messages.ts';
import { ordersQuery } from './queries.ts';

/**
 * The account home's last order (spec §2): its number, date, status and total with the way to its detail and to
 * every order; an empty state with the way to shop before the first one. Reads the first page of the orders list,
 * which the account home's loader prefetches.
 */
export function LastOrder({ customerId }: { customerId: number }) {
  const t = useMessages(lastOrderMessages);
  const locale = useLocale();
  const { data } = useSuspenseInfiniteQuery(ordersQuery(locale, customerId));
  const last = data.pages[0]?.['hydra:member'][0];
  if (!last) {
    return (
      <Stack space="small">
        <Text>{t.noOrders}</Text>
        <Link href={toPublicPath('/', locale)}>{t.shopNow}</Link>
      </Stack>
    );
  }
  return (
    <Stack space="small">
      <Inline space="small" alignY="center">
        <Heading level={3} size="4">
          <Link
            href={toPublicPath(`/mon-compte/mes-commandes/${encodeURIComponent(last.tokenValue)}/`, locale)}
            weight="strong"
          >
            {t.orderNumber(last.number)}
          </Link>
        </Heading>
        <StatusBadge status={last.status} />
      </Inline>
      <Text tone="secondary">
        {t.placedOn(formatDay(last.checkoutCompletedAt, locale))} · {t.items(last.itemsCount)} ·{' '}
        <Money cents={last.total} />
      </Text>
      <Link href={toPublicPath('/mon-compte/mes-commandes/', locale)}>{t.ordersTitle}</Link>
    </Stack>
  );
}
