import { Suspense, use } from 'react';
import { afterFirstPaint } from '../shared/index.ts';
import type * as BarModule from './NavigationLoadingBar.tsx';

/**
 * The navigation loading bar (the design system's LoadingBar, its timing machine and texts) out of every page's
 * shell (issue 19): nothing loads at first paint, so the browser fetches it once the page has painted and is idle.
 * The server renders it as before; in the browser its part hydrates when the chunk arrives (the server HTML, a
 * hidden bar, stays meanwhile). A navigation started before that shows no bar; if the chunk cannot load, none.
 */
let loaded: typeof BarModule | null | undefined;
let loading: Promise<typeof BarModule | null> | undefined;

function loadBar(): Promise<typeof BarModule | null> {
  loading ??= import('./NavigationLoadingBar.tsx').then(
    (module) => (loaded = module),
    () => (loaded = null),
  );
  return loading;
}

if (import.meta.env.SSR) void loadBar();
else if (typeof window !== 'undefined') {
  void afterFirstPaint().then(() => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => void loadBar());
    else void loadBar();
  });
}

function Bar() {
  const module = loaded !== undefined ? loaded : use(loadBar());
  return module ? <module.NavigationLoadingBar /> : null;
}

/** Until the chunk arrives where nothing was server-rendered (a story), visual tests wait (`data-visual-pending`). */
export function LazyNavigationLoadingBar() {
  return (
    <Suspense fallback={<div data-visual-pending hidden />}>
      <Bar />
    </Suspense>
  );
}
