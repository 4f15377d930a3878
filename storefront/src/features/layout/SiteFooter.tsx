import { useQuery } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { NEWSLETTER_DISCOUNT_CENTS } from '@gamelle/contract/shared/limits';
import { ContentLink, useFormatMoney, useIsBuiltLink, useMessages, useLocale } from '../shared/index.ts';
import { NewsletterForm, newsletterFooterMessages } from '../service/index.ts';
import { contentQueries } from '../content/index.ts';
import { ConsentSettingsButton } from '../marketing/index.ts';
import { layoutMessages } from './messages.ts';
import * as styles from './layout.css.ts';

/** Footer columns, legal links and social networks from the content API (b2c-footer). */
export function SiteFooter() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { data: footer } = useQuery(contentQueries.footer(locale));
  const isBuilt = useIsBuiltLink();
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
      <div className={styles.footerColumns}>
        {footer?.columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              {column.links
                .filter((link) => isBuilt(link.url, link.external))
                .map((link) => (
                  <li key={link.url}>
                    <ContentLink url={link.url} external={link.external}>
                      {link.label}
                    </ContentLink>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
      {footer ? (
        <nav aria-label={t.footerLegal}>
          <ul>
            {footer.legal
              .filter((link) => isBuilt(link.url, link.external))
              .map((link) => (
                <li key={link.url}>
                  <ContentLink url={link.url} external={link.external}>
                    {link.label}
                  </ContentLink>
                </li>
              ))}
            {footer.social?.map((social) => (
              <li key={social.url}>
                <ContentLink url={social.url} external>
                  {social.network}
                </ContentLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* Always there, footer content or not: the visitor may change their consent at any time. */}
      <p>
        <ConsentSettingsButton className={styles.footerButton} />
      </p>
      <p>{t.footerTagline}</p>
    </footer>
  );
}
