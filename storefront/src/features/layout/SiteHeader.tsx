import { Link } from '@tanstack/react-router';
import { headerTool, useMessages, useLocale, toPublicPath } from '../shared/index.ts';
import { MiniCart } from '../cart/index.ts';
import { TopBanner } from '../marketing/index.ts';
import { HeaderSearch } from '../search/index.ts';
import { MegaMenu, Reassurance } from './MegaMenu.tsx';
import { LazyNavigationLoadingBar } from './LazyNavigationLoadingBar.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { layoutMessages } from './messages.ts';
import { useStickyHeader } from './use-sticky-header.ts';
import * as styles from './layout.css.ts';

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
          <a href={toPublicPath('/mon-compte/', locale)} className={headerTool}>
            {t.account}
          </a>
          <MiniCart />
        </nav>
        <LocaleSwitcher />
      </div>
      <MegaMenu label={t.mainMenu} allLabel={t.menuAll} />
    </header>
  );
}
