import { createElement, useEffect, useId, type ReactNode } from 'react';
import { useLocale } from '../i18n/LocaleProvider.tsx';
import { fieldErrorLookup, type FieldErrorInput } from './fieldError.ts';
import { useFormScope } from './FormScope.tsx';
import { FieldErrorText, preloadFieldErrors } from './FieldErrorText.tsx';

/** Props every form field shares. */
export interface FieldBaseProps {
  /** Visible label; every field has one (a placeholder is not a label). */
  label: ReactNode;
  /** Help text under the label, read after the label by screen readers. */
  description?: ReactNode;
  /** `{ code, message? }`, a message key, or react-hook-form's `errors.field` (see fieldError.ts). */
  error?: FieldErrorInput;
  /** The `{form}` of the message key when there is no FormScope around the field. */
  formName?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
}

export interface FieldIds {
  control: string;
  label: string;
  description: string;
  error: string;
}

export interface FieldState {
  ids: FieldIds;
  /**
   * The readable error in the current locale (its text resolved through the error catalogue, which the browser
   * loads on demand: see FieldErrorText), or undefined when the field is valid.
   */
  errorText: ReactNode;
  invalid: boolean;
  /** Spread on the focusable control: links label, description and error, and exposes the state. */
  controlProps: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    required: boolean | undefined;
    disabled: boolean | undefined;
    'data-invalid': '' | undefined;
    'data-disabled': '' | undefined;
  };
}

/**
 * Ids, resolved error and the ARIA wiring of one field. `describedBy` names extra parts by suffix (e.g.
 * `count` → `${controlId}-count`) that the control's `aria-describedby` must also reference.
 */
export function useField(props: FieldBaseProps, ...describedBy: string[]): FieldState {
  const generated = useId();
  const locale = useLocale();
  const scopeForm = useFormScope();
  const control = props.id ?? `field${generated}`;
  const ids: FieldIds = {
    control,
    label: `${control}-label`,
    description: `${control}-description`,
    error: `${control}-error`,
  };
  const lookup = fieldErrorLookup(props.error, { form: props.formName ?? scopeForm, field: props.name });
  useEffect(preloadFieldErrors, []);
  const errorText = lookup ? createElement(FieldErrorText, { lookup, locale }) : undefined;
  const invalid = lookup !== null;
  const describedByIds = [
    props.description ? ids.description : undefined,
    ...describedBy.map((suffix) => `${control}-${suffix}`),
    invalid ? ids.error : undefined,
  ].filter(Boolean);
  return {
    ids,
    errorText,
    invalid,
    controlProps: {
      id: control,
      'aria-describedby': describedByIds.length ? describedByIds.join(' ') : undefined,
      'aria-invalid': invalid || undefined,
      required: props.required || undefined,
      disabled: props.disabled || undefined,
      'data-invalid': invalid ? '' : undefined,
      'data-disabled': props.disabled ? '' : undefined,
    },
  };
}
