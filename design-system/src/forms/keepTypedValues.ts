// What a customer typed into a server-rendered form before the page's JavaScript hydrated it must survive hydration.
// react-hook-form's `register` ref writes each field's default value into its element when the element registers,
// which on a hydrated page is the server's element, holding what was typed. Since 7.92 it keeps an edited text,
// checkbox or select itself, but only while the form is not ready, and never a radio: a radio chosen early lost to
// the default (e2e/hydration.spec.ts), and the first radio's write unchecks the one chosen. The register below reads
// the form's controls just before the first registration of each element, and gives back to the element (and to the
// form's values, through its change handler) whatever the customer changed from the server's HTML.
import type { FieldValues, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';

/** A field's state as the customer left it: a text, a choice or a tick. */
export type TypedState = { value: string } | { checked: boolean };

/** The parts of a form control this reads (structural, so the rule is testable without a DOM). */
export interface ControlLike {
  tagName: string;
  type?: string;
  value?: string;
  defaultValue?: string;
  checked?: boolean;
  defaultChecked?: boolean;
  multiple?: boolean;
  options?: ArrayLike<{ value: string; defaultSelected: boolean; disabled: boolean }>;
  form?: { elements: ArrayLike<unknown> } | null;
}

const UNTYPED_INPUTS = new Set(['file', 'hidden', 'submit', 'reset', 'button', 'image']);

/**
 * What the customer changed in this control from the server's HTML (its `value`/`checked` attributes, a select's
 * `selected` option), or undefined when it is as the server sent it. A control rendered in the browser is always
 * as its attributes say when it registers: only a server's control can answer something.
 */
export function typedState(control: ControlLike): TypedState | undefined {
  const tag = control.tagName.toUpperCase();
  if (tag === 'INPUT') {
    const type = (control.type ?? 'text').toLowerCase();
    if (UNTYPED_INPUTS.has(type)) return undefined;
    if (type === 'checkbox' || type === 'radio') {
      return control.checked !== control.defaultChecked ? { checked: !!control.checked } : undefined;
    }
    return control.value !== control.defaultValue ? { value: control.value ?? '' } : undefined;
  }
  if (tag === 'TEXTAREA') return control.value !== control.defaultValue ? { value: control.value ?? '' } : undefined;
  if (tag === 'SELECT' && !control.multiple && control.options) {
    // A single select shows its last `selected` option, else its first enabled one.
    const options = Array.from(control.options);
    const initial = options.findLast((option) => option.defaultSelected) ?? options.find((option) => !option.disabled);
    return initial && control.value !== initial.value ? { value: control.value ?? '' } : undefined;
  }
  return undefined;
}

/** Puts a typed state back; true when the control had lost it. */
function restore(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, typed: TypedState): boolean {
  if ('checked' in typed) {
    if (!(control instanceof HTMLInputElement) || control.checked === typed.checked) return false;
    control.checked = typed.checked;
    return true;
  }
  if (control.value === typed.value) return false;
  control.value = typed.value;
  return true;
}

function isControl(node: unknown): node is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  return (
    typeof HTMLElement !== 'undefined' &&
    (node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement)
  );
}

/** Elements whose first registration is behind them: later ones are react-hook-form's own business. */
const registeredOnce = new WeakSet<object>();
/**
 * The states of one commit's forms, taken at the first registration in each form: react-hook-form's writes into
 * one field can change another (checking one radio unchecks its siblings), so the whole form is read before any.
 * Dropped after the commit (a microtask), so a field hydrating later is read as it is then.
 */
let commitStates: Map<object, Map<object, TypedState | undefined>> | undefined;

function stateBeforeRegistration(control: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement) {
  const scope: object = control.form ?? control;
  if (!commitStates) {
    commitStates = new Map();
    queueMicrotask(() => (commitStates = undefined));
  }
  let states = commitStates.get(scope);
  if (!states?.has(control)) {
    const controls = control.form ? Array.from(control.form.elements).filter(isControl) : [control];
    states = new Map(controls.map((each) => [each, typedState(each)]));
    commitStates.set(scope, states);
  }
  return states.get(control);
}

/**
 * `register` whose ref keeps what was typed before hydration: on an element's first registration, the state the
 * customer gave it survives react-hook-form's write of the default value, and the form's value follows it (its
 * change handler runs, as for a change typed after hydration). No render output changes: no hydration mismatch.
 */
export function keepTypedValues<Values extends FieldValues>(
  register: UseFormRegister<Values>,
): UseFormRegister<Values> {
  return (name, options) => {
    const registered: UseFormRegisterReturn<typeof name> = register(name, options);
    return {
      ...registered,
      ref: (instance: unknown) => {
        if (!isControl(instance) || registeredOnce.has(instance)) return registered.ref(instance);
        registeredOnce.add(instance);
        const typed = stateBeforeRegistration(instance);
        registered.ref(instance);
        if (typed && restore(instance, typed)) void registered.onChange({ target: instance, type: 'change' });
      },
    };
  };
}

/**
 * A `Controller`'s `field.ref` for a controlled choice (radios, checkboxes: the pet form's "sterilised") that keeps
 * what was chosen before hydration. Such a field's value lives in React, not in its element: the commit that
 * hydrates the element puts it back as the field's value says (unchecked), so the choice was lost
 * (e2e/hydration.spec.ts). On the element's first registration the choice is read, then replayed after the commit
 * as the customer made it, a click: the component's own change handler makes it the field's value. A text typed
 * into a controlled field is not replayed: the one there, the breed combobox, takes its value from an option chosen
 * in its list, which needs its code (LazyCombobox), so nothing can be chosen in it before hydration.
 */
export function keepTypedChoice<Element>(ref: (instance: Element | null) => void): (instance: Element | null) => void {
  return (instance) => {
    ref(instance);
    if (!(instance instanceof HTMLInputElement) || registeredOnce.has(instance)) return;
    registeredOnce.add(instance);
    const typed = stateBeforeRegistration(instance);
    if (!typed || !('checked' in typed) || (instance.type === 'radio' && !typed.checked)) return;
    queueMicrotask(() => {
      if (!instance.isConnected) return;
      instance.checked = !typed.checked;
      instance.click();
    });
  };
}
