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

const hydrated = new WeakSet<HTMLFormElement>();
const held = new WeakSet<HTMLFormElement>();

/** A document-level listener (it runs before React's own at the root); returns its removal, for an effect. */
export function holdSubmitsUntilHydrated() {
  const hold = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-held-until-hydrated')) return;
    if (hydrated.has(form)) return;
    event.preventDefault();
    held.add(form);
  };
  document.addEventListener('submit', hold, true);
  return () => document.removeEventListener('submit', hold, true);
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
