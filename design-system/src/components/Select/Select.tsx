import type { Ref, SelectHTMLAttributes } from 'react';
import * as styles from '../../forms/field.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import * as own from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'className' | 'style' | 'multiple'> {
  options: readonly SelectOption[];
  /** A first, empty choice ("Choisissez…"); selecting it gives '' so `required` can catch it. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native select in the field frame: the most accessible list on every device (the OS picker on phones).
 * Works with `register` and with `Controller`, controlled or uncontrolled.
 */
export function Select({ label, description, error, formName, options, placeholder, ref, ...select }: SelectProps) {
  const field = useField({ label, description, error, formName, ...select });
  return (
    <Field
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={select.required}
      disabled={select.disabled}
    >
      <div className={own.wrapper}>
        <select ref={ref} className={[styles.control, own.select].join(' ')} {...select} {...field.controlProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={own.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </div>
    </Field>
  );
}
