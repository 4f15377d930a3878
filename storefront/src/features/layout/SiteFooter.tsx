import { useQuery } from '@tanstack/react-query';
import { ContentLink, useMessages, useLocale } from '../shared/index.ts';
import { contentQueries } from '../content/index.ts';
import { layoutMessages } from './messages.ts';

/** Footer columns, legal links and social networks from the content API (b2c-footer). */
export function SiteFooter() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const { data: footer } = useQuery(contentQueries.footer(locale));
  return (
    <footer className="site-footer">
      <div className="site-footer__columns">
        {footer?.columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2 className="site-footer__title">{column.title}</h2>
            <ul>
              {column.links.map((link) => (
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
        <nav aria-label={t.footerLegal} className="site-footer__legal">
          <ul>
            {footer.legal.map((link) => (
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
      <p className="site-footer__tagline">{t.footerTagline}</p>
    </footer>
  );
}
