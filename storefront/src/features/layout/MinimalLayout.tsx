import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { layoutMessages } from './messages.ts';

/**
 * The minimal display of spec §2 (login): the logo back to the shop and the page, in its `main`, without the menus,
 * search, mini-cart or footer that would lead the visitor away mid-task.
 */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const t = useMessages(layoutMessages);
  return (
    <>
      <a href="#main" className="skip-link">
        {t.skipToContent}
      </a>
      <header className="site-header" data-layout="minimal">
        <div className="site-header__bar">
          <Link to="/" className="site-header__logo" aria-label={t.home}>
            <span aria-hidden="true">Gamelle</span>
          </Link>
        </div>
      </header>
      <main id="main" className="page">
        {children}
      </main>
    </>
  );
}
