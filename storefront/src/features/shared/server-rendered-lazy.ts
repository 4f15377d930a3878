import { lazy, type ComponentType } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
type Module<C extends ComponentType<any>> = { default: C };

/**
 * React.lazy for a part the server renders into the page (a category's filters, a product's reviews, the footer's
 * newsletter form, markdown). Plain `lazy` suspends on its first render even when its module is already loaded:
 * the server's first render of a page after a start then streamed that part out of order (a fallback, then a
 * script that swaps it in), and what follows it moved under the reader — a layout shift of 0.039 on a first
 * `/chien/` (the filters, pushing the count and the grid down). Here the server starts loading the module as soon
 * as this is defined, and a route's loader awaits `preload()` on the server: the part then renders at once, in
 * place, in every response. The browser loads it as plain `lazy` does (on its first render, the server's HTML
 * staying meanwhile): its chunk stays out of the page's first load.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export function serverRenderedLazy<C extends ComponentType<any>>(
  load: () => Promise<Module<C>>,
  /** In the browser, what its load waits for on its first render (e.g. `whenIdleOrInput`: a form's code). */
  browserWhen?: () => Promise<void>,
) {
  // The browser loads it as plain `lazy` does (this branch is all its build keeps).
  if (!import.meta.env.SSR) {
    return { Component: lazy(browserWhen ? () => browserWhen().then(load) : load), preload: () => Promise.resolve() };
  }
  let loaded: Module<C> | undefined;
  let loading: Promise<Module<C>> | undefined;
  const loadOnce = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Once loaded, a thenable that calls back at once: React's lazy then reads the module without suspending.
  const settled = (module: Module<C>) =>
    ({ then: (resolve: (value: Module<C>) => void) => resolve(module) }) as unknown as Promise<Module<C>>;
  const Component = lazy(() => (loaded ? settled(loaded) : loadOnce()));
  // A failed preload never fails the page: the part then loads as plain `lazy` does (and its error boundary speaks).
  const preload = (): Promise<void> =>
    loadOnce().then(
      () => undefined,
      () => undefined,
    );
  void preload();
  return { Component, preload };
}
