import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { buttonClassName, visuallyHidden } from '@gamelle/design-system';
import { headerTool, useMessages, useLocale, toPublicPath } from '../shared/index.ts';
import { MiniCart } from '../cart/index.ts';
import { HeaderMenu } from '../content/index.ts';
import { NavigationLoadingBar } from './NavigationLoadingBar.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { layoutMessages } from './messages.ts';
import * as styles from './layout.css.ts';

export function SiteHeader() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const searchId = useId();
  return (
    <header className={styles.header}>
      <NavigationLoadingBar />
      <div id="top-header-banner" />
      <div className={styles.bar}>
        <Link to="/" className={styles.logo} aria-label={t.home}>
          <span aria-hidden="true">Gamelle</span>
        </Link>
        <div className={styles.search}>
          <form method="get" action={toPublicPath('/rechercher/', locale)} role="search" className={styles.searchForm}>
            <label htmlFor={searchId} className={visuallyHidden}>
              {t.searchLabel}
            </label>
            <input
              className={styles.searchInput}
              id={searchId}
              name="q"
              type="search"
              placeholder={t.searchPlaceholder}
              autoComplete="off"
            />
            <button type="submit" className={buttonClassName({ size: 'small' })}>
              {t.searchSubmit}
            </button>
          </form>
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
      <HeaderMenu label={t.mainMenu} allLabel={t.menuAll} />
    </header>
  );
}
