import { buttonClassName } from '@gamelle/design-system';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useMessages } from '../shared/index.ts';
import { errorContent, statusOf } from './error-content.ts';
import { errorMessages } from './error-messages.ts';

// The suggestions (product grid, cards, ratings, stock states: ~3 KB gzip) load with the error page only, not in
// the shell of every page; the server renders them, and if their chunk cannot load (a new build deployed), the
// error page still shows, without them.
const CrossSellSuggestions = lazy(() =>
  import('../catalogue/lazy.ts').then(
    (catalogue) => ({ default: catalogue.CrossSellSuggestions }),
    () => ({ default: () => null }),
  ),
);

/** A page per status code with its title and message, generic text for other codes, and suggestions. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const t = useMessages(errorMessages);
  const router = useRouter();
  const status = statusOf(error);
  const { title, text } = errorContent(status, t);
  return (
    <main id="main" className="page page--narrow error-page">
      <meta name="robots" content="noindex, nofollow" />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <button
          type="button"
          className={buttonClassName()}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t.retry}
        </button>
      </p>
      {/* While the suggestions' chunk loads, a marker the visual tests wait for (never shown, nothing to announce). */}
      <Suspense fallback={<div data-visual-pending hidden />}>
        <CrossSellSuggestions title={t.suggestions} />
      </Suspense>
    </main>
  );
}
