import { useLocation, type ErrorComponentProps } from '@tanstack/react-router';
import { Suspense, use } from 'react';
import { afterFirstPaint, defineMessages, LiveMarker, useMessages } from '../shared/index.ts';
import type * as ErrorPagesModule from './error-pages.ts';

type ErrorPages = typeof ErrorPagesModule;

/**
 * The router's 404 and error pages, out of every page's shell (their texts for each status, ~1.4 KB gzip). The
 * server loads them at start and renders them as before; the browser fetches them once the page is idle, so a
 * later 404 or failed navigation shows at once, and a page served as a 404 hydrates when the chunk arrives (its
 * server HTML stays meanwhile). If the chunk cannot load (offline, a new build deployed), a short message with a
 * reload link takes their place.
 */
let loaded: ErrorPages | null | undefined;
let loading: Promise<ErrorPages | null> | undefined;

function loadErrorPages(): Promise<ErrorPages | null> {
  loading ??= import('./error-pages.ts').then(
    (pages) => (loaded = pages),
    () => (loaded = null),
  );
  return loading;
}

if (import.meta.env.SSR) void loadErrorPages();
else if (typeof window !== 'undefined') {
  void afterFirstPaint().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void loadErrorPages());
    else void loadErrorPages();
  });
}

function useErrorPages(): ErrorPages | null {
  return loaded !== undefined ? loaded : use(loadErrorPages());
}

export function LazyNotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFound />
      <LiveMarker />
    </Suspense>
  );
}

export function LazyErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense fallback={null}>
      <Failure {...props} />
      <LiveMarker />
    </Suspense>
  );
}

function NotFound() {
  const pages = useErrorPages();
  return pages ? <pages.NotFoundPage /> : <Unavailable />;
}

function Failure(props: ErrorComponentProps) {
  const pages = useErrorPages();
  return pages ? <pages.ErrorPage {...props} /> : <Unavailable />;
}

const fallbackMessages = defineMessages(
  { title: 'Une erreur est survenue', reload: 'Recharger la page' },
  { title: 'Er is een fout opgetreden', reload: 'De pagina opnieuw laden' },
);

/** What shows when the error pages themselves cannot load: the page's own address reloads it. */
function Unavailable() {
  const t = useMessages(fallbackMessages);
  const href = useLocation({ select: (location) => location.publicHref });
  return (
    <main id="main" className="page page--narrow error-page">
      <h1>{t.title}</h1>
      <p>
        <a href={href}>{t.reload}</a>
      </p>
    </main>
  );
}
