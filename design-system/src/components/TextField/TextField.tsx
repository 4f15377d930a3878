import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from '../../forms/field.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';

export interface TextFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className' | 'style'> {
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'password' | 'number' | 'date';
  /** Hides the label visually; it stays the accessible name. */
  hideLabel?: boolean;
  /** Something right after the input inside the field frame (e.g. the password toggle). */
  endAdornment?: ReactNode;
  /** react-hook-form's `register(...).ref` or your own. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native text input in the field frame: works with `register` (ref, name, onChange, onBlur pass through)
 * and with `Controller` (value/onChange), controlled or uncontrolled like any input.
 */
export function TextField({
  label,
  description,
  error,
  formName,
  hideLabel,
  endAdornment,
  type = 'text',
  ref,
  ...input
}: TextFieldProps) {
  const field = useField({ label, description, error, formName, ...input });
  return (
    <Field
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={input.required}
      disabled={input.disabled}
      hideLabel={hideLabel}
    >
      {endAdornment ? (
        <div className={styles.adornedControl}>
          <input ref={ref} type={type} className={styles.control} {...input} {...field.controlProps} />
          {endAdornment}
        </div>
      ) : (
        <input ref={ref} type={type} className={styles.control} {...input} {...field.controlProps} />
      )}
    </Field>
  );
}
