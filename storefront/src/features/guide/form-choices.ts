// A guide's step or way to the cart is a part whose code arrives after the first paint (guide-parts.ts,
// add-to-cart-part.ts): its radios, boxes and selects are native, so a choice made before then is in the page, and
// React, hydrating, leaves it there. Its state, seeded from the URL or the server, does not know it, and the press
// held meanwhile is sent on mount (held-submits.ts), before any state set then has been rendered: a step seeded from
// its props sent the server's choice, or a false « choose » error. So these parts read their choices from their
// form's controls when it is sent (FormData), keep in state only what they show (an error, a count), and seed that
// from the form on mount. The pet form's steps (react-hook-form) have the same fix in the design system
// (keepTypedValues).
import { useLayoutEffect, type RefObject } from 'react';

/** What a form's controls say (FormData's reading side: structural, so the rules are testable without a DOM). */
export interface FormChoices {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

/** The checked radio's (or a select's) value among `allowed`, or undefined when none is. */
export function chosenOne<T extends string>(choices: FormChoices, name: string, allowed: readonly T[]): T | undefined {
  const value = choices.get(name);
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The ticked boxes' values among `allowed`, in the order they are in the form. */
export function chosenAll(choices: FormChoices, name: string, allowed: readonly string[]): string[] {
  return choices.getAll(name).filter((value): value is string => typeof value === 'string' && allowed.includes(value));
}

/**
 * On mount, before the page paints again: what the form says now (a choice made before hydration) given to
 * `seed`, so what the part shows from its state (a count, a field shown or hidden) follows it.
 */
export function useSeedFromForm(form: RefObject<HTMLFormElement | null>, seed: (choices: FormChoices) => void) {
  useLayoutEffect(() => {
    if (form.current) seed(new FormData(form.current));
    // Once, on mount: later changes reach the state through the controls' own handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
