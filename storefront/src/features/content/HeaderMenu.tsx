import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentLink, useDisclosureDismiss, useIsBuiltLink, useLocale } from '../shared/index.ts';
import { contentQueries } from './queries.ts';
import * as styles from './header-menu.css.ts';

/**
 * The main menu from the content API (b2c-header). Sub-menus are `<details>`: they open with the keyboard and
 * without JavaScript, and close on Escape, a press outside and a navigation.
 */
export function HeaderMenu({ label, allLabel }: { label: string; allLabel: (name: string) => string }) {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  const isBuilt = useIsBuiltLink();
  if (!header) return null;
  return (
    <nav aria-label={label} className={styles.nav}>
      {header.reassurance?.length ? (
        <ul className={styles.reassurance}>
          {header.reassurance.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <ul className={styles.menu} data-testid="main-menu">
        {header.menu
          .filter((item) => isBuilt(item.url, item.external))
          .map((item) => (
            <li key={item.url}>
              {item.children?.length ? (
                <MenuDisclosure>
                  <summary>{item.label}</summary>
                  <ul>
                    <li>
                      <ContentLink url={item.url} external={item.external}>
                        {allLabel(item.label)}
                      </ContentLink>
                    </li>
                    {item.children
                      .filter((child) => isBuilt(child.url, child.external))
                      .map((child) => (
                        <li key={child.url}>
                          <ContentLink url={child.url} external={child.external}>
                            {child.label}
                          </ContentLink>
                        </li>
                      ))}
                  </ul>
                </MenuDisclosure>
              ) : (
                <ContentLink url={item.url} external={item.external}>
                  {item.label}
                </ContentLink>
              )}
            </li>
          ))}
      </ul>
    </nav>
  );
}

/** A sub-menu: a `<details>` that Escape, a press outside and a navigation close. */
function MenuDisclosure({ children }: { children: ReactNode }) {
  const disclosure = useDisclosureDismiss();
  return <details ref={disclosure}>{children}</details>;
}
