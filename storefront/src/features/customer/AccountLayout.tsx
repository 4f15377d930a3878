import { Button, Heading, Link, Stack, Text } from '@gamelle/design-system';
import type { ShopFeature } from '@gamelle/contract/shared/features';
import { useQuery } from '@tanstack/react-query';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { featuresQuery, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountAreaMessages } from './account-area-messages.ts';
import { logOut } from './session-actions.ts';
import * as styles from './account.css.ts';

/** Every account page of spec §2, in the order of the account menu, with the feature guard it is behind. */
export const accountPages = [
  { path: '/mon-compte/', label: 'navHome' },
  { path: '/mon-compte/mes-commandes/', label: 'navOrders', feature: 'orderRedirect' },
  { path: '/mon-compte/mes-abonnements/', label: 'navSubscriptions', feature: 'subscriptionRedirect' },
  { path: '/mon-compte/mes-animaux/', label: 'navPets', feature: 'animals' },
  { path: '/mon-compte/mes-informations-personnelles/', label: 'navPersonalData' },
  { path: '/mon-compte/mes-adresses/', label: 'navAddresses' },
  { path: '/mon-compte/mes-parrainages/', label: 'navSponsorships', feature: 'referral' },
] as const satisfies readonly { path: string; label: string; feature?: ShopFeature }[];

/**
 * The account pages the visitor's channel has: a page behind a feature that is off answers 404, so no menu leads
 * there. The flags are in the cache already (the account area's guard reads them); unknown, every page shows.
 */
export function useAccountPages() {
  const locale = useLocale();
  const { data: flags } = useQuery(featuresQuery(locale));
  return accountPages.filter((page) => !('feature' in page) || flags?.[page.feature] !== false);
}

/** The account area: its menu (with sign-out) and the page. */
export function AccountLayout() {
  const t = useMessages(accountAreaMessages);
  const locale = useLocale();
  const current = useLocation({ select: (location) => location.pathname });
  const [leaving, setLeaving] = useState(false);
  const pages = useAccountPages();
  return (
    <main id="main" className={`page ${styles.area}`}>
      <nav aria-label={t.accountNav}>
        <ul className={styles.menu}>
          {pages.map((page) => {
            // A page under an entry (a pet's profile, its form) keeps the entry marked as where the visitor is.
            const here = current === page.path;
            const within = !here && page.path !== '/mon-compte/' && current.startsWith(page.path);
            return (
              <li key={page.path}>
                <Link
                  href={toPublicPath(page.path, locale)}
                  weight={here || within ? 'strong' : 'regular'}
                  aria-current={here ? 'page' : within ? 'true' : undefined}
                >
                  {t[page.label]}
                </Link>
              </li>
            );
          })}
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
  const t = useMessages(accountAreaMessages);
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
