import { Button, Heading, Link, Stack, Text } from '@gamelle/design-system';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountMessages } from './messages.ts';
import { logOut } from './session-actions.ts';
import * as styles from './account.css.ts';

/** Every account page of spec §2, in the order of the account menu. */
export const accountPages = [
  { path: '/mon-compte/', label: 'navHome' },
  { path: '/mon-compte/mes-commandes/', label: 'navOrders' },
  { path: '/mon-compte/mes-abonnements/', label: 'navSubscriptions' },
  { path: '/mon-compte/mes-animaux/', label: 'navPets' },
  { path: '/mon-compte/mes-informations-personnelles/', label: 'navPersonalData' },
  { path: '/mon-compte/mes-adresses/', label: 'navAddresses' },
  { path: '/mon-compte/mes-parrainages/', label: 'navSponsorships' },
] as const;

/** The account area: its menu (with sign-out) and the page. */
export function AccountLayout() {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const current = useLocation({ select: (location) => location.pathname });
  const [leaving, setLeaving] = useState(false);
  return (
    <main id="main" className={styles.area}>
      <nav aria-label={t.accountNav}>
        <ul className={styles.menu}>
          {accountPages.map((page) => (
            <li key={page.path}>
              <Link
                href={toPublicPath(page.path, locale)}
                weight={current === page.path ? 'strong' : 'regular'}
                aria-current={current === page.path ? 'page' : undefined}
              >
                {t[page.label]}
              </Link>
            </li>
          ))}
          <li>
            <Button
              variant="ghost"
              size="small"
              loading={leaving}
              onClick={async () => {
                setLeaving(true);
                await logOut();
                window.location.assign(toPublicPath('/', locale));
              }}
            >
              {t.logOut}
            </Button>
          </li>
        </ul>
      </nav>
      <div>
        <Outlet />
      </div>
    </main>
  );
}

/** The honest state of an account page whose feature has not landed yet. */
export function ComingSoonPage({ title }: { title: (typeof accountPages)[number]['label'] }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  return (
    <Stack space="medium">
      <Heading level={1}>{t[title]}</Heading>
      <div className={styles.card}>
        <Stack space="small">
          <Text as="p" weight="strong">
            {t.comingTitle}
          </Text>
          <Text as="p">{t.comingText}</Text>
          <Link href={toPublicPath('/mon-compte/', locale)}>{t.navHome}</Link>
        </Stack>
      </div>
    </Stack>
  );
}
