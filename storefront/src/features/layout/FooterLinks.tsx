import { useQuery } from '@tanstack/react-query';
import { ContentLink, useIsBuiltLink, useMessages, useLocale } from '../shared/index.ts';
import { contentQueries } from '../content/index.ts';
import { ConsentSettingsButton } from '../marketing/index.ts';
import { footerMessages } from './footer-messages.ts';
import * as styles from './layout.css.ts';

/**
 * The footer's columns, legal links and social networks from the content API (b2c-footer), and the consent
 * settings button: below the fold of every page, in their own chunk (`SiteFooter` renders them through
 * `serverRenderedLazy`, in place in the server's HTML).
 */
export function FooterLinks() {
  const t = useMessages(footerMessages);
  const locale = useLocale();
  const { data: footer } = useQuery(contentQueries.footer(locale));
  return (
    <>
      <div className={styles.footerColumns}>
        {footer?.columns.map((column) => (
          <section key={column.title} aria-label={column.title}>
            <h2>{column.title}</h2>
            <ul>
              <LinkItems links={column.links} />
            </ul>
          </section>
        ))}
      </div>
      {footer ? (
        <nav aria-label={t.footerLegal}>
          <ul>
            <LinkItems links={footer.legal} />
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
    </>
  );
}

/** A list's items: the links of the footer's content whose page the shop has built (others are left out). */
function LinkItems({ links }: { links: readonly { url: string; label: string; external?: boolean }[] }) {
  const isBuilt = useIsBuiltLink();
  return links
    .filter((link) => isBuilt(link.url, link.external))
    .map((link) => (
      <li key={link.url}>
        <ContentLink url={link.url} external={link.external}>
          {link.label}
        </ContentLink>
      </li>
    ));
}
