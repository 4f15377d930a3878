import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useMessages, useLocale, toPublicPath } from '../shared/index.ts';
import { MiniCart } from '../cart/index.ts';
import { HeaderMenu } from '../content/index.ts';
import { NavigationLoadingBar } from './NavigationLoadingBar.tsx';
import { LocaleSwitcher } from './LocaleSwitcher.tsx';
import { layoutMessages } from './messages.ts';

export function SiteHeader() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const searchId = useId();
  return (
    <header className="site-header">
      <NavigationLoadingBar />
      <div className="site-header__banner" id="top-header-banner" />
      <div className="site-header__bar">
        <Link to="/" className="site-header__logo" aria-label={t.home}>
          <span aria-hidden="true">Gamelle</span>
        </Link>
        <div className="site-header__search">
          <form method="get" action={toPublicPath('/rechercher/', locale)} role="search">
            <label htmlFor={searchId} className="visually-hidden">
              {t.searchLabel}
            </label>
            <input id={searchId} name="q" type="search" placeholder={t.searchPlaceholder} autoComplete="off" />
            <button type="submit" className="button button--small">
              {t.searchSubmit}
            </button>
          </form>
        </div>
        <nav className="site-header__tools" aria-label={t.account}>
          {/* The account home: a logged-in customer lands there, anyone else on login with it remembered. */}
          <a href={toPublicPath('/mon-compte/', locale)} className="site-header__tool">
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
