import { createElement, lazy, useEffect, type ComponentType } from 'react';
import { afterFirstPaint } from './after-first-paint.ts';
import { serverRenderedLazy } from './server-rendered-lazy.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
type Module<C extends ComponentType<any>> = { default: C };

/** The events that say a customer is about to use a part: a pointer over it, a press, the focus, a key. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin', 'keydown'] as const;

/**
 * serverRenderedLazy for a header widget a customer uses only once they reach for it (the mega-menu): the server
 * renders it in place as before, and the browser fetches its code on intent — a pointer over, a press, the focus or
 * a key inside the element marked `data-intent="<name>"` (in the server's HTML) — or once the page is idle,
 * whichever comes first. Until then its HTML works natively (links, `<details>`): React leaves it as the server
 * wrote it, so a tap that started the load already opened its panel and nothing shifts. The listeners sit on the
 * window in the capture phase, as React stops the events it cannot deliver to a part not hydrated yet.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own bound: any component's props
export function intentLazy<C extends ComponentType<any>>(name: string, load: () => Promise<Module<C>>) {
  if (import.meta.env.SSR) return serverRenderedLazy(load);
  let start!: () => void;
  const intent = new Promise<void>((resolve) => (start = resolve));
  // Fetched once the intent comes even where the part is not on the page yet (a minimal layout's page), so a
  // navigation that brings it renders it at once.
  let loading: Promise<Module<C>> | undefined;
  const loadOnce = () => (loading ??= load());
  const selector = `[data-intent="${name}"]`;
  const onEvent = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(selector)) start();
  };
  // Until the widget has hydrated, Escape folds an open `<details>` of its server HTML (a native disclosure has no
  // Escape of its own), focus back on its summary: a panel opened by the tap that started the load closes at once.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element) || !event.target.closest(selector)) return;
    const open = event.target.closest('details[open]');
    if (!open) return;
    open.removeAttribute('open');
    open.querySelector('summary')?.focus();
  };
  const stopClosing = () => window.removeEventListener('keydown', closeOnEscape, true);
  if (typeof window !== 'undefined') {
    window.addEventListener('keydown', closeOnEscape, true);
    for (const type of intentEvents) window.addEventListener(type, onEvent, { capture: true, passive: true });
    void intent.then(() => {
      for (const type of intentEvents) window.removeEventListener(type, onEvent, { capture: true });
      loadOnce().catch(() => (loading = undefined));
    });
    void afterFirstPaint().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => start());
      else start();
    });
  }
  // Once mounted (hydrated), the widget's own keys take over from the fallback above.
  const live = (module: Module<C>): Module<C> => {
    const Widget = module.default;
    const Live = ((props: object) => {
      useEffect(stopClosing, []);
      return createElement(Widget, props);
    }) as unknown as C;
    return { default: Live };
  };
  return { Component: lazy(() => intent.then(loadOnce).then(live)), preload: () => Promise.resolve() };
}
