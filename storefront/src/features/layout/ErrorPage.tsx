import { buttonClassName } from '@gamelle/design-system';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useMessages } from '../shared/index.ts';
import { CrossSellSuggestions } from '../catalogue/index.ts';
import { errorContent, statusOf } from './error-content.ts';
import { errorMessages } from './error-messages.ts';

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
      <CrossSellSuggestions title={t.suggestions} />
    </main>
  );
}
