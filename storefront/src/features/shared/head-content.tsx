import { Asset, HeadContent as RouterHeadContent, useRouter, useTags } from '@tanstack/react-router';

type HeadTag = ReturnType<typeof useTags>[number];

/**
 * The router's `HeadContent`, with the page's CSP nonce only where the CSP reads it (issue 19). The router puts
 * the nonce on every tag of the head; a product page carried it 61 times, on its `<meta>`, its stylesheets and
 * its module and font preloads. The pages' CSP (`script-src 'self' 'nonce-…'`, no 'strict-dynamic'; `style-src
 * 'self' 'unsafe-inline'`) lets the shop's own files load without one, and a nonce is never checked on a `<meta>`
 * or a preload, so they go: inline scripts and styles keep theirs. The page cache can then gzip a kept page once
 * with a handful of holes for the nonce (server-entry/page-cache.ts). The `<meta property="csp-nonce">` (read by
 * `cspNonce()` in the browser, for the scripts the page adds later) stays. Development has no page CSP and keeps
 * the router's own (it also drops Vite's development style sheet once hydrated).
 */
export const HeadContent = import.meta.env.DEV ? RouterHeadContent : NonceSparingHeadContent;

function NonceSparingHeadContent() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return tags.map((tag) => {
    const head = withoutNonce(tag);
    return <Asset {...head} key={`tsr-meta-${JSON.stringify(head)}`} nonce={needsNonce(head) ? nonce : undefined} />;
  });
}

/** Inline scripts and styles: what the CSP checks the nonce of. */
function needsNonce(tag: HeadTag): boolean {
  return tag.tag === 'script' || tag.tag === 'style';
}

/** The tag as the router built it, less the nonce on a `<meta>` or `<link>`. */
export function withoutNonce(tag: HeadTag): HeadTag {
  if (needsNonce(tag) || !tag.attrs || !('nonce' in tag.attrs)) return tag;
  const { nonce: _nonce, ...attrs } = tag.attrs;
  return { ...tag, attrs };
}
