import type { Ref, SelectHTMLAttributes } from 'react';
import * as styles from '../../forms/field.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import * as own from './Select.css.ts';
import { Icon } from '../Icon/Icon.tsx';

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
        <Icon name="chevron-down" size="xsmall" className={own.chevron} />
      </div>
    </Field>
  );
}
