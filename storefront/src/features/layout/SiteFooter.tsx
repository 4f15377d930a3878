import { Suspense } from 'react';
import { useRouterState } from '@tanstack/react-router';
import { NEWSLETTER_DISCOUNT_CENTS } from '@gamelle/contract/shared/limits';
import { serverRenderedLazy, useFormatMoney, useMessages } from '../shared/index.ts';
import { NewsletterForm, newsletterFooterMessages } from '../service/index.ts';
import { footerMessages } from './footer-messages.ts';
import * as styles from './layout.css.ts';

// The links (columns, legal, social) and the consent button load in their own chunk (issue 19): the server renders
// them in place (the root loader awaits `preloadFooterLinks` there), the browser hydrates them when it arrives.
const { Component: FooterLinks, preload: preloadFooterLinks } = serverRenderedLazy(() =>
  import('./FooterLinks.tsx').then((m) => ({ default: m.FooterLinks })),
);
export { preloadFooterLinks };

/** Footer: the newsletter block, the columns, legal links and social networks from the content API (b2c-footer). */
export function SiteFooter() {
  const t = useMessages(footerMessages);
  const news = useMessages(newsletterFooterMessages);
  const money = useFormatMoney();
  // The home has its own newsletter block just above: one form there, not two in a row.
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' });
  return (
    <footer className={styles.footer}>
      {onHome ? null : (
        <section className={styles.footerNewsletter} aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{news.title}</h2>
          <p>{news.pitch(money(NEWSLETTER_DISCOUNT_CENTS))}</p>
          <NewsletterForm source="footer" />
        </section>
      )}
      <Suspense fallback={null}>
        <FooterLinks />
      </Suspense>
      <p>{t.footerTagline}</p>
    </footer>
  );
}
