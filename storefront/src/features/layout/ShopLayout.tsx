import type { ReactNode } from 'react';
import { useMessages } from '../shared/index.ts';
import { layoutMessages } from './messages.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import * as styles from './layout.css.ts';

/** The shop's frame: skip link, header (banner slot, menu, search, account, cart), the page, the footer. */
export function ShopLayout({ children }: { children: ReactNode }) {
  const t = useMessages(layoutMessages);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t.skipToContent}
      </a>
      <SiteHeader />
      {children}
      <SiteFooter />
    </>
  );
}
