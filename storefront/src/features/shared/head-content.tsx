import {
  Asset,
  HeadContent as RouterHeadContent,
  Scripts as RouterScripts,
  useRouter,
  useTags,
} from '@tanstack/react-router';
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core';
import { holdSubmitsScript } from './held-submits-script.ts';

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
const RouterOrNonceSparingHeadContent = import.meta.env.DEV ? RouterHeadContent : NonceSparingHeadContent;

/**
 * The head, first the held submits' inline script (held-submits-script.ts): a plain script, not a module, so it runs
 * as the parser reaches it, before the body and its forms (React 19 still writes the style sheets before it, and
 * the script waits for them). Like the after-paint script below, a plain `<script>` that React never runs again,
 * with the page's nonce.
 * Its text is the server's only: hydration keeps an element's inner HTML as the server wrote it, so the browser's
 * bundle does not carry the text a second time.
 */
export function HeadContent() {
  const nonce = useRouter().options.ssr?.nonce;
  return (
    <>
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? holdSubmitsScript : '' }}
      />
      <RouterOrNonceSparingHeadContent />
    </>
  );
}

function NonceSparingHeadContent() {
  const tags = useTags();
  const nonce = useRouter().options.ssr?.nonce;
  return tags
    .filter((tag) => !isModulePreload(tag))
    .map((tag) => {
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

/** The module preloads of the head: requested after the first paint, with the entry (`Scripts` below). */
function isModulePreload(tag: HeadTag): boolean {
  return tag.tag === 'link' && tag.attrs?.['rel'] === 'modulepreload';
}

/**
 * The router's `Scripts`, with the page's module entry requested after the first paint rather than from the HTML
 * (issue 19): an inline script adds the module preloads and the entry once the first paint is on screen and the
 * priority pictures are in (`afterPaint` below), so that paint (on most pages the largest too) does not share the
 * network with ~130 KB of scripts. Lighthouse's simulated LCP counts every request started before the paint; with
 * the scripts in the head, home's was 2.65 s, after them 1.66 s. The cost: hydration starts after the style sheets and the first frame rather than alongside
 * them. Until then links and forms work as HTML (the server renders every page), and what a customer types before
 * is kept (`keepTypedValues`, design system). In a hidden tab (no frames) it starts at once.
 *
 * The inline script is a plain `<script>`, not the router's `Asset`: in the browser, `Asset` re-adds an inline
 * script it cannot find by text and nonce (the browser hides a nonce once applied), which would run it twice.
 * React never runs a script it renders or hydrates, so this one runs once, from the server's HTML.
 */
export const Scripts = import.meta.env.DEV ? RouterScripts : AfterPaintScripts;

function AfterPaintScripts() {
  const router = useRouter();
  const nonce = router.options.ssr?.nonce;
  const preloads = useTags()
    .filter(isModulePreload)
    .map((tag) => String(tag.attrs?.['href']));
  const [head, body] = getSsrBodyScriptParts(router.stores.matches.get(), router.ssr?.manifest, nonce, {
    suppressHydrationWarning: true,
  });
  const entries = body.filter(isModuleEntry);
  const scripts = composeSsrBodyScripts(
    [head, body.filter((script) => !isModuleEntry(script))],
    router.serverSsr?.takeInitialHydrationScriptTags(),
  );
  return (
    <>
      {scripts.map((script, i) => (
        <Asset {...script} key={`tsr-scripts-${script.tag}-${i}`} />
      ))}
      {entries.map((entry) => (
        <script
          key={String(entry.attrs?.['src'])}
          nonce={nonce}
          data-after-paint=""
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: afterPaint(String(entry.attrs?.['src']), preloads) }}
        />
      ))}
    </>
  );
}

function isModuleEntry(script: HeadTag): boolean {
  return script.attrs?.['type'] === 'module' && typeof script.attrs['src'] === 'string';
}

/**
 * The inline code: JSON-quoted URLs (the budget test reads them from the HTML as it reads a `src`). It requests the
 * module preloads and the entry once the page's first paint is on screen, not merely drawn: a frame callback runs
 * before the browser presents its frame, and on a loaded machine the presentation came 30–120 ms later, time in
 * which a local server had answered up to 15 scripts (Lighthouse counted them among the bytes finished before the
 * LCP: checkout, product, account). So it waits for
 * - the first contentful paint, as the Paint Timing API reports it (after the frame is presented; Chrome, Safari and
 *   Firefox have it: a browser without it goes at the cap below);
 * - the page's priority pictures (`img[fetchpriority=high]`, a product's first picture, home's hero: the largest
 *   paint) loaded or failed, so their bytes do not share the network with the page's code;
 * - then two frames, so the frame that drew the whole page and those pictures is presented before the requests.
 * A hidden tab draws no frames: it starts at once, or when the tab is hidden, and after 2.5 s in any case (a
 * picture that never arrives does not hold the page's code back). Written short: it is in every document, and the
 * category's must stay within the 14,600 bytes of the first round trip (performance journal, « No script before the
 * LCP »). The pictures' `onload`/`onerror` properties are free: React listens with `addEventListener`.
 */
export function afterPaint(src: string, preloads: string[]): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    `(()=>{let d;const D=document,go=()=>{if(!d){d=1;for(const h of ${json(preloads)})D.head.append(` +
    `Object.assign(D.createElement("link"),{rel:"modulepreload",href:h}));D.body.append(` +
    `Object.assign(D.createElement("script"),{type:"module",src:${json(src)}}))}},` +
    `f=r=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(r)));` +
    `if(D.hidden)return go();D.addEventListener("visibilitychange",go);setTimeout(go,2500);` +
    `Promise.all([new Promise(r=>new PerformanceObserver(e=>e.getEntriesByName("first-contentful-paint")[0]&&r())` +
    `.observe({type:"paint",buffered:!0})),...[...D.querySelectorAll("img[fetchpriority=high]")]` +
    `.map(i=>i.complete||new Promise(r=>i.onload=i.onerror=r))]).then(()=>f(go))})()`
  );
}
