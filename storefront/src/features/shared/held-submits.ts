import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { readChoicesMadeBeforeHydration, replayChoices } from './choices-before-hydration.ts';

/**
 * No submit lost, and none sent natively, before the page's code has run. A JavaScript-only form (no `method` or
 * `action`: its `onSubmit` calls the API) submits natively as GET to the current address until React has hydrated
 * it: on a slow phone, for seconds after the first paint, a press on its button or Enter in its field would put what
 * was typed (a friend's e-mail) in the address, the history and the server's logs, and the press would be lost.
 * Until React has hydrated a part, it ignores the events inside it (it stops them at the root) but not their
 * default action. Such a `<form>` carries `data-held-until-hydrated` (`heldUntilHydrated`); the head's inline script
 * (`holdSubmitsScript`, held-submits-script.ts, in head-content.tsx: it runs before the body is parsed) cancels its native submit while
 * it is not live and remembers it, in one store on `window` that this module reads; `useHeldSubmitReplayed` (in the
 * form's component) marks the form live on mount and submits it then if it was held: the press counts, with what was
 * typed meanwhile (the form reads its fields' values from the page, the inputs being uncontrolled).
 */
export const heldUntilHydrated = { 'data-held-until-hydrated': '' } as const;

/**
 * A held `<form>`'s attributes: held as above, and posted when no script runs at all (blocked, failed to load). A
 * GET would put what was typed (a password, a friend's e-mail, an address) in the address, the history and the
 * server's logs; the page posted to renders again, nothing sent. (`heldUntilHydrated` alone is for a button outside
 * a form, which does nothing natively.)
 */
export const heldFormUntilHydrated = { ...heldUntilHydrated, method: 'post' } as const;

/** The elements marked live (their code is attached) and those whose submit or press is held. */
export interface HeldSubmits {
  live: WeakSet<Element>;
  held: WeakSet<Element>;
}

declare global {
  interface Window {
    /** Made by the head's inline script (`holdSubmitsScript`), before the body's markup. */
    __heldSubmits?: HeldSubmits;
  }
}

/** The page's store; where the head's script did not run (Storybook, unit tests), an empty one: nothing is held. */
export function heldSubmits(): HeldSubmits {
  return (window.__heldSubmits ??= { live: new WeakSet(), held: new WeakSet() });
}

/** Marks `element` live; submits it (or presses it) now if its submit (or press) was held meanwhile. */
function goLive(element: HTMLFormElement | HTMLButtonElement) {
  const { live, held } = heldSubmits();
  live.add(element);
  if (!held.has(element)) return;
  held.delete(element);
  // In a task of its own: after the choices made before hydration have reached the page's state (they are
  // replayed in a task queued in the hydrating commit, choices-before-hydration.ts), and outside React's effects,
  // so the handlers the press runs are the ones rendered with them.
  setTimeout(() => {
    if (!element.isConnected) return;
    if (element instanceof HTMLFormElement) element.requestSubmit();
    else element.click();
  }, 0);
}

/**
 * The markers a page renders (in its first load) around one deferred part: a hidden span before it and one after,
 * both named by the part's `useId`; the one after carries `data-live-pending` until the part is live (the route's
 * marker, `live-marker.tsx`, waits while any is in the page). A page may hold several parts, each with its chunk.
 */
export const deferredPartMarkers = (part: string) => ({
  start: { 'data-deferred-part-start': part },
  end: { 'data-deferred-part-end': part, 'data-live-pending': '' },
});

/** The elements between a part's two markers: that part's own, not another part's of the page. */
function elementsOf(part: string): Element[] {
  const start = Array.from(document.querySelectorAll('[data-deferred-part-start]')).find(
    (element) => element.getAttribute('data-deferred-part-start') === part,
  );
  const found: Element[] = [];
  for (let node = start?.nextElementSibling; node; node = node.nextElementSibling) {
    if (node.getAttribute('data-deferred-part-end') === part) break;
    found.push(node);
  }
  return found;
}

/** The held forms and buttons of a part. */
function heldElementsOf(part: string): (HTMLFormElement | HTMLButtonElement)[] {
  const found: (HTMLFormElement | HTMLButtonElement)[] = [];
  for (const node of elementsOf(part)) {
    for (const element of [node, ...Array.from(node.querySelectorAll('[data-held-until-hydrated]'))]) {
      if (!element.hasAttribute('data-held-until-hydrated')) continue;
      if (element instanceof HTMLFormElement || element instanceof HTMLButtonElement) found.push(element);
    }
  }
  return found;
}

/**
 * In a page's deferred part (a form whose code loads after the first paint, `serverRenderedLazy` with
 * `whenIdleOrInput`), on mount: its own held forms and buttons are live, a submit or press held meanwhile goes
 * through, its pending marker goes, and the page is marked live once no part of it is pending any more (a page with
 * two deferred parts is live when both are, and the first part's arrival does not release the second's forms).
 */
export function useDeferredPartLive(part: string) {
  // In the part's hydrating commit: what the customer chose in it meanwhile becomes its state, before a held press.
  useLayoutEffect(() => {
    const choices = elementsOf(part).flatMap((node) => readChoicesMadeBeforeHydration(node));
    if (choices.length > 0) setTimeout(() => replayChoices(choices), 0);
  }, [part]);
  useEffect(() => {
    const elements = heldElementsOf(part);
    const { live } = heldSubmits();
    for (const element of elements) live.add(element);
    for (const element of document.querySelectorAll('[data-deferred-part-end]')) {
      if (element.getAttribute('data-deferred-part-end') === part) element.removeAttribute('data-live-pending');
    }
    if (!document.querySelector('[data-live-pending]')) document.documentElement.dataset['hydrated'] = 'true';
    for (const element of elements) goLive(element);
  }, [part]);
}

/**
 * In a part's component whose buttons act outside any form (the consent banner's answers): its held buttons
 * (`heldUntilHydrated`) inside `container` are live from now on, and a press held meanwhile goes through.
 */
export function useHeldPressesReplayed(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const buttons = Array.from(
      container.current?.querySelectorAll<HTMLButtonElement>('button[data-held-until-hydrated]') ?? [],
    );
    for (const button of buttons) goLive(button);
    return () => {
      for (const button of buttons) heldSubmits().live.delete(button);
    };
  }, [container]);
}

/** In the form's component: its form is live from now on, and a submit held meanwhile goes through. */
export function useHeldSubmitReplayed(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    goLive(element);
    return () => {
      heldSubmits().live.delete(element);
    };
  }, [form]);
}
