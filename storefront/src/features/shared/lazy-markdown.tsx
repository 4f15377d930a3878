import { lazy, Suspense } from 'react';

/**
 * The design system's Markdown, loaded on its own: markdown-it (~40 KB gzip) then stays out of the page's first
 * JavaScript. The server still renders the text into the HTML; the browser hydrates it once the chunk arrives.
 * The dynamic import names a file of ours that re-exports the component from the design system's entry: a
 * dynamic import of the entry itself would keep the whole design system, in every page's first load.
 */
const Markdown = lazy(() => import('./markdown.tsx'));

export function LazyMarkdown({ source, headingOffset }: { source: string; headingOffset?: number }) {
  return (
    <Suspense fallback={null}>
      <Markdown source={source} headingOffset={headingOffset} />
    </Suspense>
  );
}
