import { Suspense, useId, type ComponentProps, type ComponentType } from 'react';
import { deferredPartMarkers, useDeferredPartLive } from './held-submits.ts';
import { whenIdleOrInput } from './idle-or-input.ts';
import { serverRenderedLazy } from './server-rendered-lazy.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
type Module<C extends ComponentType<any>> = { default: C };

/** Inside the form's Suspense boundary, after it: its effect runs once the form has hydrated. */
function PartLive({ part }: { part: string }) {
  useDeferredPartLive(part);
  return null;
}

/**
 * A page's form (react-hook-form, its schema, its field components) out of the page's first load: one helper for
 * the customer and service pages (login, contact, forgotten password, personal data), on the checkout's primitives
 * (`serverRenderedLazy` with `whenIdleOrInput`, held-submits.ts). The server renders the form in place (the route's
 * loader awaits `preload()` on the server), and its inputs work natively before any script runs. The browser asks
 * for its chunk after the first paint, at idle (2 s at most), or at once on the first focus, press or key; meanwhile
 * what is typed or chosen stays (useShopForm's `keepTypedValues`), a submit (button or Enter) is held and sent once
 * the form is live (the form spreads `heldUntilHydrated` and calls `useHeldSubmitReplayed`; the head's inline script
 * holds it), and `html[data-hydrated]` waits for the form (its markers, then `useDeferredPartLive`): with several deferred forms
 * on a page, for all of them.
 * On a client navigation (the page already live) the chunk loads at once; the route's loader awaits it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export function deferredForm<C extends ComponentType<any>>(load: () => Promise<Module<C>>) {
  const { Component, preload } = serverRenderedLazy(load, whenIdleOrInput);
  function DeferredForm(props: ComponentProps<C>) {
    const part = useId();
    const markers = deferredPartMarkers(part);
    return (
      <>
        <span hidden {...markers.start} />
        <Suspense fallback={null}>
          <Component {...props} />
          <PartLive part={part} />
        </Suspense>
        <span hidden {...markers.end} />
      </>
    );
  }
  const preloadForm = (): Promise<void> =>
    import.meta.env.SSR || !document.documentElement.hasAttribute('data-hydrated')
      ? preload()
      : load().then(
          () => undefined,
          () => undefined,
        );
  return { Form: DeferredForm, preload: preloadForm };
}
