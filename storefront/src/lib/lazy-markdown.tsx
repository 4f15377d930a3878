import { lazy, Suspense } from 'react';

/**
 * The design system's Markdown, loaded on its own: markdown-it (~40 KB gzip) then stays out of the page's first
 * JavaScript. The server still renders the text into the HTML; the browser hydrates it once the chunk arrives.
 */
const Markdown = lazy(() =>
  import('@gamelle/design-system/components/Markdown/Markdown.tsx').then((m) => ({ default: m.Markdown })),
);

export function LazyMarkdown({ source, headingOffset }: { source: string; headingOffset?: number }) {
  return (
    <Suspense fallback={null}>
      <Markdown source={source} headingOffset={headingOffset} />
    </Suspense>
  );
}
