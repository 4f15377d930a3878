import { toInternalPath, type Locale } from '../shared/index.ts';
import { pageKey } from './page-load.ts';

/** The fragment that makes a content link open its page in the markdown modal: `[CGV](/page/conditions-generales/#modal)`. */
export const MODAL_FRAGMENT = '#modal';

/**
 * The page a content link opens in the markdown modal (its content key and language), or null for any other link:
 * only a static page of this shop (`/page/{page}/`, `/nl/pagina/{page}/`) whose URL ends with `#modal`. Without
 * JavaScript, or opened in a new tab, the same link simply leads to the page.
 */
export function modalPageOf(href: string): { key: string; locale: Locale } | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const url = new URL(href, 'http://shop.local');
  if (url.hash !== MODAL_FRAGMENT) return null;
  const pathname = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`;
  const { path, locale } = toInternalPath(pathname);
  const slug = /^\/page\/([^/]+)\/$/.exec(path)?.[1];
  return slug ? { key: pageKey('page', decodeURIComponent(slug), locale), locale } : null;
}
