import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a router's link must accept to render internal links (TanStack Router's `<a>` wrapper, for example). */
export interface LinkComponentProps {
  href: string;
  className?: string;
  children?: ReactNode;
  [attribute: string]: unknown;
}

const LinkComponentContext = createContext<ComponentType<LinkComponentProps> | 'a'>('a');

/**
 * Lets the app route internal links through its router (client-side navigation) while Link keeps the URL
 * check and the styling. External links always use a plain `<a>`.
 */
export function LinkComponentProvider({
  component,
  children,
}: {
  component: ComponentType<LinkComponentProps>;
  children: ReactNode;
}) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent(): ComponentType<LinkComponentProps> | 'a' {
  return useContext(LinkComponentContext);
}
