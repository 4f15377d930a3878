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
 * In a page's deferred part (a form whose code loads after the first paint, `serverRenderedLazy` with
 * `whenIdleOrInput`), on mount: its held forms and buttons are live, a submit or press held meanwhile goes through,
 * and the page is marked live (`live-marker.tsx`: the route's marker waits while `data-live-pending` is in the page).
 */
export function useDeferredPartLive() {
  useEffect(() => {
    const elements = Array.from(document.querySelectorAll('[data-held-until-hydrated]'));
    for (const element of elements) {
      if (element instanceof HTMLFormElement || element instanceof HTMLButtonElement) hydrated.add(element);
    }
    for (const element of document.querySelectorAll('[data-live-pending]'))
      element.removeAttribute('data-live-pending');
    document.documentElement.dataset['hydrated'] = 'true';
    for (const element of elements) {
      if (!(element instanceof HTMLFormElement || element instanceof HTMLButtonElement) || !held.has(element)) continue;
      held.delete(element);
      if (element instanceof HTMLFormElement) element.requestSubmit();
      else element.click();
    }
  }, []);
}

/** Rendered by the page (in its first load) beside a deferred part: the page is not live until that part is. */
export const livePending = { 'data-live-pending': '' } as const;

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
