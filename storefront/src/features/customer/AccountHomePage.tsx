import { Heading, Link, Stack, Text } from '@gamelle/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { useAccountPages } from './AccountLayout.tsx';
import { accountAreaMessages } from './account-area-messages.ts';
import { customerQuery } from './queries.ts';
import { AccountCard } from './AccountCard.tsx';
import * as styles from './account.css.ts';

/**
 * The account home (spec §2): a welcome, the next delivery of each active subscription and the last order (slots
 * the route fills from the subscription and order features, which sit above this one), and the way to every
 * account page. The guide entrance comes with the guides.
 */
export function AccountHomePage({
  customerId,
  lastOrder,
  nextDeliveries,
}: {
  customerId: number;
  lastOrder: ReactNode;
  nextDeliveries?: ReactNode;
}) {
  const t = useMessages(accountAreaMessages);
  const locale = useLocale();
  const { data: customer } = useSuspenseQuery(customerQuery(locale, customerId));
  const pages = useAccountPages();
  return (
    <Stack space="large">
      <Heading level={1}>{t.hello(customer.firstName)}</Heading>
      {nextDeliveries}
      <AccountCard id="last-order" title={t.lastOrder}>
        {lastOrder}
      </AccountCard>
      <ul className={styles.cards}>
        {pages.slice(1).map((page) => (
          <li key={page.path} className={styles.card}>
            <Link href={toPublicPath(page.path, locale)} weight="strong">
              {t[page.label]}
            </Link>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** After registration: a welcome and the way into the account. */
export function WelcomePage({ customerId }: { customerId: number }) {
  const t = useMessages(accountAreaMessages);
  const locale = useLocale();
  const { data: customer } = useSuspenseQuery(customerQuery(locale, customerId));
  return (
    <div className={styles.narrow}>
      <Stack space="medium">
        <Heading level={1}>{t.welcomeTitle}</Heading>
        <Text as="p">{t.welcomeText(customer.firstName)}</Text>
        <Link href={toPublicPath('/mon-compte/', locale)} weight="strong">
          {t.welcomeAccount}
        </Link>
      </Stack>
    </div>
  );
}
