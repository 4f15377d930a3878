import { Link } from '@tanstack/react-router';
import { memo, Suspense } from 'react';
import {
  headerTool,
  HeaderToolIcon,
  headerToolIconTarget,
  headerToolLabel,
  intentLazy,
  useMessages,
  useLocale,
  toPublicPath,
} from '../shared/index.ts';
import { MiniCart } from '../cart/index.ts';
import { TopBanner } from '../marketing/index.ts';
import { HeaderSearch } from '../search/index.ts';
import { Reassurance } from './Reassurance.tsx';
import { LazyNavigationLoadingBar } from './LazyNavigationLoadingBar.tsx';
import { layoutMessages } from './messages.ts';
import { useStickyHeader } from './use-sticky-header.ts';
import * as styles from './layout.css.ts';

// The mega-menu's code loads on intent or at idle (issue 19): the server renders it in place (the root loader awaits
// `preloadHeaderWidgets` there), its links and `<details>` panels work natively until it hydrates.
const { Component: LazyMegaMenu, preload: preloadMegaMenu } = intentLazy('mega-menu', () =>
  import('./MegaMenu.tsx').then((m) => ({ default: m.MegaMenu })),
);
// The country and language switcher likewise (a `<details>` and a GET form until then).
const { Component: LazyLocaleSwitcher, preload: preloadLocaleSwitcher } = intentLazy('locale-switcher', () =>
  import('./LocaleSwitcher.tsx').then((m) => ({ default: m.LocaleSwitcher })),
);
export const preloadHeaderWidgets = () => Promise.all([preloadMegaMenu(), preloadLocaleSwitcher()]);

/**
 * The widgets' boundaries, memoised without props: an update reaching a boundary React has not hydrated yet would
 * make it drop the server's HTML for its fallback until the code arrives.
 */
const HeaderMenu = memo(function HeaderMenu() {
  const t = useMessages(layoutMessages);
  return (
    <Suspense fallback={null}>
      <LazyMegaMenu label={t.mainMenu} allLabel={t.menuAll} />
    </Suspense>
  );
});
const HeaderLocaleSwitcher = memo(function HeaderLocaleSwitcher() {
  return (
    <Suspense fallback={null}>
      <LazyLocaleSwitcher />
    </Suspense>
  );
});

/**
 * The shop's header: the campaign banner and the reassurance line (they scroll away), then the bar (logo, search
 * with suggestions, account, mini-cart, country and language) and the mega-menu, which stay at the top once the
 * page runs (use-sticky-header.ts).
 */
export function SiteHeader() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const sticky = useStickyHeader();
  return (
    <header className={styles.header} ref={sticky}>
      <LazyNavigationLoadingBar />
      <TopBanner />
      <Reassurance />
      <div className={styles.bar} data-header-bar="">
        <Link to="/" className={styles.logo} aria-label={t.home}>
          <span aria-hidden="true">Gamelle</span>
        </Link>
        <div className={styles.search}>
          <HeaderSearch label={t.searchLabel} placeholder={t.searchPlaceholder} submit={t.searchSubmit} />
        </div>
        <nav className={styles.tools} aria-label={t.account}>
          {/* The account home: a logged-in customer lands there, anyone else on login with it remembered. */}
          <a href={toPublicPath('/mon-compte/', locale)} className={`${headerTool} ${headerToolIconTarget}`}>
            {/* A person, on a phone only (its words are the link's name there). */}
            <HeaderToolIcon path="M12 12a4.25 4.25 0 1 0 0-8.5 4.25 4.25 0 0 0 0 8.5Zm-8 8.5c0-3.6 3.6-6 8-6s8 2.4 8 6" />
            <span className={headerToolLabel}>{t.account}</span>
          </a>
          <MiniCart />
        </nav>
        <HeaderLocaleSwitcher />
      </div>
      <HeaderMenu />
    </header>
  );
}
