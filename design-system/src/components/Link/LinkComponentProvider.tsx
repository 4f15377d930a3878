import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a router's link must accept to render internal links (TanStack Router's `<a>` wrapper, for example). */
export interface LinkComponentProps {
  href: string;
  className?: string;
  children?: ReactNode;
  [attribute: string]: unknown;
}

export interface LinkSettings {
  /** Renders internal links; a plain `<a>` unless the app routes them client-side. */
  component: ComponentType<LinkComponentProps> | 'a';
  /** The shop's own origin (`https://www.gamelle.fr`): absolute URLs to it are internal, not "external". */
  siteOrigin?: string;
}

const LinkSettingsContext = createContext<LinkSettings>({ component: 'a' });

/**
 * Lets the app route internal links through its router (client-side navigation) and name its own origin, while
 * Link keeps the URL check and the styling. External links always use a plain `<a>`.
 */
export function LinkComponentProvider({
  component = 'a',
  siteOrigin,
  children,
}: Partial<LinkSettings> & { children: ReactNode }) {
  return <LinkSettingsContext.Provider value={{ component, siteOrigin }}>{children}</LinkSettingsContext.Provider>;
}

export function useLinkSettings(): LinkSettings {
  return useContext(LinkSettingsContext);
}
