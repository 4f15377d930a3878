/**
 * What the customer chose before the page's code ran is what the page then acts on.
 *
 * The server's HTML takes input long before React has hydrated it (a slow phone, a part whose code loads after the
 * first paint). React, hydrating, leaves a control's live state as the customer left it (a radio picked, a quantity
 * typed, a box ticked) while the component's state is still the server's: the product page showed « S'abonner »
 * picked and a quantity of 3, and added one bag once; the checkout showed the office address picked and sent the
 * home one. react-hook-form's fields have their own fix (design system, `keepTypedValues`, for uncontrolled
 * fields); this one covers every controlled control (a `value` or `checked` prop), in one place.
 *
 * Two steps. In the hydrating commit (a layout effect, before any later render writes the component's value back
 * into its controls, as React does on every update of a controlled input): `readChoicesMadeBeforeHydration` lists
 * each control React has just hydrated (its props are attached to the element) whose live state differs from the
 * value React rendered. Then, in a task of its own (so that React re-renders after each change at once):
 * `replayChoices` sets each back to React's value and changes it again the way a customer would (a click on a box
 * or radio; for a text, the value and an `input` event, and `focusout` when the customer had left the field), so
 * React's own change detection runs the component's handlers and its state follows. A control still waiting for
 * its code (a deferred part) has no props yet and is left alone.
 */
/** A control whose live state, when React hydrated it, was not what React rendered: what the customer chose. */
export type Choice =
  | { kind: 'box'; control: HTMLInputElement; checked: boolean }
  | { kind: 'radio'; control: HTMLInputElement }
  | { kind: 'text'; control: HTMLInputElement | HTMLTextAreaElement; typed: string; left: boolean }
  | { kind: 'select'; control: HTMLSelectElement; value: string };

type Props = { value?: unknown; checked?: unknown };

const untouched = new Set(['hidden', 'file', 'submit', 'reset', 'button', 'image']);

/** In the hydrating commit: the controls the customer changed before it, with what they chose. */
export function readChoicesMadeBeforeHydration(root: ParentNode = document): Choice[] {
  const choices: Choice[] = [];
  for (const control of Array.from(root.querySelectorAll('input, textarea, select'))) {
    const props = reactProps(control);
    if (!props || (control as HTMLInputElement).disabled) continue;
    if (control instanceof HTMLSelectElement) {
      if (props.value !== undefined && !control.multiple && control.value !== String(props.value))
        choices.push({ kind: 'select', control, value: control.value });
    } else if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
      if (props.checked === undefined || control.checked === Boolean(props.checked)) continue;
      if (control.type === 'checkbox') choices.push({ kind: 'box', control, checked: control.checked });
      // A radio group is one choice: the customer's radio, picked where React rendered another.
      else if (control.checked) choices.push({ kind: 'radio', control });
    } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
      if (control instanceof HTMLInputElement && untouched.has(control.type)) continue;
      if (props.value === undefined || props.value === null || control.readOnly) continue;
      if (control.value === String(props.value)) continue;
      const left = control.ownerDocument.activeElement !== control;
      choices.push({ kind: 'text', control, typed: control.value, left });
    }
  }
  return choices;
}

/** After the hydrating commit, outside React's own work: each choice made again, so the page's state follows. */
export function replayChoices(choices: readonly Choice[]): void {
  for (const choice of choices) {
    const props = reactProps(choice.control);
    if (!props || !choice.control.isConnected || caughtUp(choice, props)) continue;
    if (choice.kind === 'box') {
      // Through the element's own `checked` (React's value tracker sees that write), so the click reads as a change.
      choice.control.checked = !choice.checked;
      choice.control.click();
    } else if (choice.kind === 'radio') {
      const input = choice.control;
      input.checked = false;
      const rendered = radiosOf(input).find((radio) => radio !== input && reactProps(radio)?.checked === true);
      if (rendered) rendered.checked = true;
      input.click();
    } else if (choice.kind === 'select') {
      choice.control.value = choice.value;
      // A select's change reaches React's handler on every `change` event (React does not track its value).
      choice.control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      replayText(choice.control, choice.typed, choice.left, String(props.value ?? ''));
    }
  }
}

/**
 * The page's state already has the choice (a component that reads its controls on mount, as the guides' format
 * does): nothing to replay. Replaying it anyway would be a second change (a form started again on it).
 */
function caughtUp(choice: Choice, props: Props): boolean {
  switch (choice.kind) {
    case 'box':
      return Boolean(props.checked) === choice.checked;
    case 'radio':
      return props.checked === true;
    case 'select':
      return String(props.value) === choice.value;
    case 'text':
      return String(props.value) === choice.typed;
  }
}

function replayText(control: HTMLInputElement | HTMLTextAreaElement, typed: string, left: boolean, rendered: string) {
  const selection = left ? null : selectionOf(control);
  // React tracks the value through the element's own `value` property: set it to React's there, then write the
  // typed text through the prototype's setter, which React does not see, so the `input` event reads as a change.
  control.value = rendered;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  if (setter) setter.call(control, typed);
  else control.value = typed;
  control.dispatchEvent(new Event('input', { bubbles: true }));
  // Typed, then left: what leaving the field does (a quantity committed on blur) happens too.
  if (left) control.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  else if (selection) restoreSelection(control, selection);
}

function radiosOf(input: HTMLInputElement): HTMLInputElement[] {
  const scope: ParentNode = input.form ?? input.ownerDocument;
  return Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (radio) => radio.name === input.name && radio.form === input.form,
  );
}

/**
 * The props React attached to a control when it hydrated it (the `__reactProps$…` key the hydration e2e checks
 * too); none on a control still showing the server's HTML. Should React ever name it otherwise, nothing is touched:
 * the fix then does nothing, it never breaks a page.
 */
function reactProps(control: Element): Props | undefined {
  const key = Object.keys(control).find((name) => name.startsWith('__reactProps$'));
  const props: unknown = key ? (control as unknown as Record<string, unknown>)[key] : undefined;
  return props && typeof props === 'object' ? (props as Props) : undefined;
}

function selectionOf(control: HTMLInputElement | HTMLTextAreaElement): [number, number] | null {
  try {
    return control.selectionStart === null
      ? null
      : [control.selectionStart, control.selectionEnd ?? control.selectionStart];
  } catch {
    return null; // an input type without a selection (number, email)
  }
}

function restoreSelection(control: HTMLInputElement | HTMLTextAreaElement, [start, end]: [number, number]) {
  try {
    control.setSelectionRange(start, end);
  } catch {
    // an input type without a selection
  }
}
