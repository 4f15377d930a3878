import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContentLink, useDisclosureDismiss, useLocale } from '../shared/index.ts';
import { contentQueries } from './queries.ts';

/**
 * The main menu from the content API (b2c-header). Sub-menus are `<details>`: they open with the keyboard and
 * without JavaScript, and close on Escape, a press outside and a navigation.
 */
export function HeaderMenu({ label, allLabel }: { label: string; allLabel: (name: string) => string }) {
  const locale = useLocale();
  const { data: header } = useQuery(contentQueries.header(locale));
  if (!header) return null;
  return (
    <nav aria-label={label} className="site-header__nav">
      {header.reassurance?.length ? (
        <ul className="site-header__reassurance">
          {header.reassurance.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      <ul className="site-header__menu">
        {header.menu.map((item) => (
          <li key={item.url} className="menu-item">
            {item.children?.length ? (
              <MenuDisclosure>
                <summary>{item.label}</summary>
                <ul className="menu-item__children">
                  <li>
                    <ContentLink url={item.url} external={item.external}>
                      {allLabel(item.label)}
                    </ContentLink>
                  </li>
                  {item.children.map((child) => (
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
