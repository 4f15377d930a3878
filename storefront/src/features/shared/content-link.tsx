import { sanitizeLink } from '@gamelle/contract/shared/safe-link';
import { useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toInternalPath } from '@gamelle/contract/shared/site-routes';
import { useLocale } from './i18n/use-locale.ts';
import { isPlainClick } from './plain-click.ts';

export interface ContentLinkProps {
  /** A public URL from the content API (`/nl/hond/`, `https://…` with `external`). */
  url: string;
  external?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
}

/**
 * A link that the content API chose: internal ones navigate client-side through the router (whose rewrite
 * maps the public URL onto the route tree), links leaving the site need the `external` flag, unsafe ones render as plain text
 * (spec §5 safe-link rule).
 */
export function ContentLink({ url, external, className, children, ...rest }: ContentLinkProps) {
  const locale = useLocale();
  const router = useRouter();
  const safe = sanitizeLink(url, { allowExternal: external === true });
  if (safe === null) return <span className={className}>{children}</span>;
  const parsed = new URL(safe, 'http://shop.local');
  if (parsed.origin !== 'http://shop.local' || !safe.startsWith('/')) {
    return (
      <a href={safe} className={className} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  // Another language's page is another router's business: a plain link reloads in that language.
  if (toInternalPath(parsed.pathname).locale !== locale) {
    return (
      <a href={safe} className={className} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a
      href={safe}
      className={className}
      {...rest}
      onClick={(event) => {
        // Let the browser handle new tabs, downloads and modified clicks; navigate in-app otherwise.
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void router.navigate({ href: safe });
      }}
    >
      {children}
    </a>
  );
}
