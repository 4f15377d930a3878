import { Suspense } from 'react';
import { serverRenderedLazy } from '../shared/index.ts';
import type { NewsletterFormProps } from './NewsletterForm.tsx';
// The form's own styles come with every page's CSS: the server renders the form into the HTML, and its layout
// must not wait for its chunk (the fields' gaps arrived with it, moving the footer on a phone: a shift of 0.019).
import './newsletter.css.ts';

const { Component: NewsletterForm, preload: preloadNewsletterForm } = serverRenderedLazy(() =>
  import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })),
);
export { preloadNewsletterForm };

/**
 * The newsletter form as every page's footer and the home show it: in its own chunk (the field's validation
 * messages and the form weigh ~6 KB gzip, which the shell of every page would otherwise carry). The server renders
 * it into the HTML, in place (the root route's loader awaits `preloadNewsletterForm` on the server); the browser hydrates it once the chunk arrives, right after the page's own code.
 */
export function LazyNewsletterForm(props: NewsletterFormProps) {
  return (
    <Suspense fallback={null}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
