import type { AnyRoute } from '@tanstack/react-router';
import { useLayoutEffect, type ComponentType } from 'react';
import { readChoicesMadeBeforeHydration, replayChoices } from './choices-before-hydration.ts';

/** Once per page load: the first route component to hydrate is the server's page; later ones render in the browser. */
let firstHydration = true;

/**
 * `html[data-hydrated]`: the page is live, its route's own part included (browser tests wait for it before they
 * type or click). The root's effect came too early for that: the route's part sits in the root outlet's Suspense
 * boundary, which React hydrates in a later pass than the shell, so the marker was set while a form still showed
 * the server's HTML (e2e/hydration.spec.ts). Rendered after each route's component, its effect runs once that
 * component and everything it renders outside a Suspense boundary of its own have hydrated.
 */
export function LiveMarker() {
  // A layout effect: on the first page, it runs in the hydrating commit itself, before any later render of a
  // controlled input writes the component's value back over what the customer chose meanwhile.
  useLayoutEffect(() => {
    // A deferred part (a form whose code loads after the first paint) marks the page itself once it is live.
    const mark = () => {
      if (!document.querySelector('[data-live-pending]')) document.documentElement.dataset['hydrated'] = 'true';
    };
    if (!firstHydration) return mark();
    firstHydration = false;
    // What the customer chose while the page loaded becomes the page's state (choices-before-hydration.ts), in a
    // task of its own, after this commit; then the page is live.
    const choices = readChoicesMadeBeforeHydration();
    setTimeout(() => {
      replayChoices(choices);
      mark();
    }, 0);
  }, []);
  return null;
}

type PageComponent = ComponentType<object> & { preload?: () => Promise<void> };

const followed = new WeakSet<object>();

/**
 * Makes every non-root route's component render `LiveMarker` after itself (the router is created per request on the
 * server, the routes once: each is wrapped once). The code-split component's `preload` stays reachable, so the
 * router still loads it before hydrating.
 */
export function markRoutesLive(routes: Iterable<AnyRoute>): void {
  for (const route of routes) {
    const Page = route.options.component as PageComponent | undefined;
    if (route.isRoot || !Page || followed.has(Page)) continue;
    const Live: PageComponent = (props) => (
      <>
        <Page {...props} />
        <LiveMarker />
      </>
    );
    if (Page.preload) Live.preload = Page.preload;
    followed.add(Live);
    (route.options as { component?: PageComponent }).component = Live;
  }
}
