import type { ReactNode } from 'react';
import * as choice from './choice.css.ts';
import * as styles from './field.css.ts';
import type { FieldState } from './useField.ts';

export interface ChoiceFrameProps {
  field: FieldState;
  label: ReactNode;
  description?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** The input; the label wraps it, so clicking the text toggles it. */
  children: ReactNode;
}

/** The frame of a single checkbox or switch: the input beside its label, description and error below. */
export function ChoiceFrame({ field, label, description, required, disabled, children }: ChoiceFrameProps) {
  return (
    <div
      className={styles.fieldRoot}
      data-invalid={field.invalid ? '' : undefined}
      data-disabled={disabled ? '' : undefined}
    >
      <label className={choice.choiceRow} data-disabled={disabled ? '' : undefined}>
        {children}
        <span id={field.ids.label}>
          {label}
          {required ? (
            <span className={styles.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
        </span>
      </label>
      {description ? (
        <p id={field.ids.description} className={styles.description}>
          {description}
        </p>
      ) : null}
      {field.errorText ? (
        <p id={field.ids.error} className={styles.errorMessage} data-field-error="">
          {field.errorText}
        </p>
      ) : null}
    </div>
  );
}
