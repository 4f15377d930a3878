import { useEffect, type RefObject } from 'react';

/**
 * No submit lost while a server-rendered part waits for its code (serverRenderedLazy). Until React has hydrated a
 * part, it ignores the events inside it (it stops them at the root) but not their default action: a press on the
 * part's button, or Enter in its field, would submit its form natively and reload the page. Its `<form>` carries
 * `data-held-until-hydrated`; `holdSubmitsUntilHydrated` (installed by the page, in its first load) cancels such a
 * form's native submit and remembers it; `useHeldSubmitReplayed` (in the part) marks the form as hydrated on mount
 * and submits it then if it was held: the press counts, with what was typed meanwhile (the part reads its fields'
 * values from the page, the inputs being uncontrolled).
 */
export const heldUntilHydrated = { 'data-held-until-hydrated': '' } as const;

const hydrated = new WeakSet<HTMLFormElement | HTMLButtonElement>();
const held = new WeakSet<HTMLFormElement | HTMLButtonElement>();

/** A document-level listener (it runs before React's own at the root); returns its removal, for an effect. */
export function holdSubmitsUntilHydrated() {
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-held-until-hydrated')) return;
    if (hydrated.has(form)) return;
    event.preventDefault();
    held.add(form);
  };
  // A button outside a form (the checkout's « Continuer ») does nothing natively: its press is remembered.
  const holdPress = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button[data-held-until-hydrated]') : null;
    if (!(button instanceof HTMLButtonElement) || hydrated.has(button)) return;
    event.preventDefault();
    held.add(button);
  };
  document.addEventListener('submit', hold, true);
  document.addEventListener('click', holdPress, true);
  return () => {
    document.removeEventListener('submit', hold, true);
    document.removeEventListener('click', holdPress, true);
  };
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

/** The held forms and buttons between a part's two markers: that part's own, not another part's of the page. */
function heldElementsOf(part: string): (HTMLFormElement | HTMLButtonElement)[] {
  const start = Array.from(document.querySelectorAll('[data-deferred-part-start]')).find(
    (element) => element.getAttribute('data-deferred-part-start') === part,
  );
  const found: (HTMLFormElement | HTMLButtonElement)[] = [];
  for (let node = start?.nextElementSibling; node; node = node.nextElementSibling) {
    if (node.getAttribute('data-deferred-part-end') === part) break;
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
  useEffect(() => {
    const elements = heldElementsOf(part);
    for (const element of elements) hydrated.add(element);
    for (const element of document.querySelectorAll('[data-deferred-part-end]')) {
      if (element.getAttribute('data-deferred-part-end') === part) element.removeAttribute('data-live-pending');
    }
    if (!document.querySelector('[data-live-pending]')) document.documentElement.dataset['hydrated'] = 'true';
    for (const element of elements) {
      if (!held.has(element)) continue;
      held.delete(element);
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  }, [part]);
}

/** In the part: its form is live from now on, and a submit held meanwhile goes through. */
export function useHeldSubmitReplayed(form: RefObject<HTMLFormElement | null>) {
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    hydrated.add(element);
    if (held.has(element)) {
      held.delete(element);
      element.requestSubmit();
    }
    return () => {
      hydrated.delete(element);
    };
  }, [form]);
}
