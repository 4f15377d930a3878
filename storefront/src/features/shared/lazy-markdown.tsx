import { Suspense } from 'react';
import { serverRenderedLazy } from './server-rendered-lazy.ts';

/**
 * The design system's Markdown, loaded on its own: markdown-it (~40 KB gzip) then stays out of the page's first
 * JavaScript. The server still renders the text into the HTML, in place (serverRenderedLazy); the browser hydrates
 * it once the chunk arrives.
 * The dynamic import names a file of ours that re-exports the component from the design system's entry: a
 * dynamic import of the entry itself would keep the whole design system, in every page's first load.
 */
const { Component: Markdown, preload: preloadMarkdown } = serverRenderedLazy(() => import('./markdown.tsx'));
export { preloadMarkdown };

export function LazyMarkdown({ source, headingOffset }: { source: string; headingOffset?: number }) {
  return (
    <Suspense fallback={null}>
      <Markdown source={source} headingOffset={headingOffset} />
    </Suspense>
  );
}
