import {
  Alert,
  Button,
  buttonClassName,
  Heading,
  Inline,
  Link,
  Stack,
  StatusBadge,
  Text,
} from '@gamelle/design-system';
import type { OrderSummary } from '@gamelle/contract/order/schema';
import { useSuspenseInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Money, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountCard } from '../customer/index.ts';
import { formatDay } from './format.ts';
import { orderMessages } from './messages.ts';
import { ordersQuery } from './queries.ts';
import * as styles from './order.css.ts';

/**
 * The customer's orders (spec §2): newest first, a page at a time as the server pages them ("load more"), each
 * with its status badge (spec §4 groups), date, article count and total, and the way to its detail. `pages` is how
 * many pages the URL asks for (`?page=N`), so a reload or a link keeps what was shown.
 */
export function OrdersPage({ customerId, pages = 1 }: { customerId: number; pages?: number }) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const query = useSuspenseInfiniteQuery(ordersQuery(locale, customerId));
  const { data, hasNextPage, isFetchingNextPage, fetchNextPage, isFetchNextPageError } = query;
  const orders = data.pages.flatMap((page) => page['hydra:member']);
  const total = data.pages[0]?.['hydra:totalItems'] ?? 0;
  const list = useRef<HTMLOListElement>(null);
  const shownBefore = useRef(orders.length);

  // The URL asked for more pages than the cache holds (a link to ?page=3): fetch them in turn.
  useEffect(() => {
    if (data.pages.length < pages && hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [data.pages.length, pages, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  // After "load more", focus goes to the first order that arrived, so a keyboard or screen-reader user goes on
  // reading where the list grew instead of staying on a button that moved down.
  useEffect(() => {
    if (orders.length > shownBefore.current)
      list.current?.querySelectorAll<HTMLAnchorElement>('[data-order-link]')[shownBefore.current]?.focus();
    shownBefore.current = orders.length;
  }, [orders.length]);

  if (total === 0) {
    return (
      <Stack space="large">
        <Heading level={1}>{t.ordersTitle}</Heading>
        <div className={accountCard} data-testid="orders-empty">
          <Stack space="medium">
            <Text weight="strong">{t.noOrders}</Text>
            <Text>{t.noOrdersHint}</Text>
            <div>
              <a href={toPublicPath('/', locale)} className={buttonClassName()}>
                {t.shopNow}
              </a>
            </div>
          </Stack>
        </div>
      </Stack>
    );
  }

  const nextPage = data.pages.length + 1;
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{t.ordersTitle}</Heading>
        <Text tone="secondary">{t.ordersIntro}</Text>
      </Stack>
      <ol ref={list} className={styles.list} aria-label={t.ordersTitle}>
        {orders.map((order) => (
          <li key={order.tokenValue} className={accountCard} data-testid="order">
            <OrderRow order={order} />
          </li>
        ))}
      </ol>
      <Stack space="small" align="center">
        <div aria-live="polite">
          <Text tone="secondary">{t.shown(orders.length, total)}</Text>
        </div>
        {isFetchNextPageError ? <Alert tone="critical">{t.loadFailed}</Alert> : null}
        {hasNextPage ? (
          <Button
            variant="secondary"
            loading={isFetchingNextPage}
            onClick={async () => {
              await fetchNextPage();
              // The URL follows, so a reload or a shared link shows as many orders.
              const url = new URL(window.location.href);
              url.searchParams.set('page', String(nextPage));
              window.history.replaceState(window.history.state, '', url);
            }}
          >
            {isFetchNextPageError ? t.retry : t.loadMore}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const t = useMessages(orderMessages);
  const locale = useLocale();
  const href = toPublicPath(`/mon-compte/mes-commandes/${encodeURIComponent(order.tokenValue)}/`, locale);
  return (
    <div className={styles.row}>
      <Stack space="xsmall">
        <Heading level={2} size="4">
          <Link href={href} weight="strong" data-order-link="">
            {t.orderNumber(order.number)}
          </Link>
        </Heading>
        <Text size="small" tone="secondary">
          {t.placedOn(formatDay(order.checkoutCompletedAt, locale))} · {t.items(order.itemsCount)}
        </Text>
      </Stack>
      <Inline space="medium" alignY="center">
        <StatusBadge status={order.status} />
        <Text weight="strong">
          <Money cents={order.total} />
        </Text>
      </Inline>
    </div>
  );
}
