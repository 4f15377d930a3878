import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import * as styles from '../../forms/field.css.ts';
import { fieldMessages } from './Field.messages.ts';
import type { FieldIds } from '../../forms/useField.ts';

export interface FieldProps {
  ids: FieldIds;
  label: ReactNode;
  description?: ReactNode;
  /** The readable error (useField's `errorText`, or a text); none when the field is valid. */
  errorText?: ReactNode;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /**
   * `group` renders a fieldset whose legend names several controls (radio group, birthday parts); the
   * default renders a label for the one control whose id is `ids.control`.
   */
  kind?: 'control' | 'group';
  /** Hides the label visually while keeping it the control's accessible name. */
  hideLabel?: boolean;
  /** Content after the control, before description and error (e.g. a character count). */
  footer?: ReactNode;
  className?: string;
  /** Extra attributes of the fieldset of a group (e.g. `role="radiogroup"` with `aria-invalid`). */
  groupProps?: FieldsetHTMLAttributes<HTMLFieldSetElement> & { [data: `data-${string}`]: string | undefined };
  children: ReactNode;
}

/**
 * The frame of every form field: label with the required marker, the control, description and error, with
 * the ids the control references in `aria-describedby`. State is exposed as `data-invalid`/`data-disabled`.
 */
export function Field({
  ids,
  label,
  description,
  errorText,
  required,
  disabled,
  kind = 'control',
  hideLabel,
  footer,
  className,
  groupProps,
  children,
}: FieldProps) {
  const t = useMessages(fieldMessages);
  const labelContent = (
    <>
      {label}
      {/* A control carries `required` itself, so its asterisk is only a visual cue; a group has no such
          attribute, so its legend also says "(obligatoire)" to screen readers. */}
      {required ? (
        <span className={styles.requiredMarker} aria-hidden="true">
          *
        </span>
      ) : null}
      {required && kind === 'group' ? <span className={styles.visuallyHidden}> {t('required')}</span> : null}
    </>
  );
  const labelClass = hideLabel ? styles.visuallyHidden : styles.label;
  const state = {
    'data-invalid': errorText ? '' : undefined,
    'data-disabled': disabled ? '' : undefined,
    'data-required': required ? '' : undefined,
  };
  const rest = (
    <>
      {description ? (
        <p id={ids.description} className={styles.description}>
          {description}
        </p>
      ) : null}
      {children}
      {footer}
      {errorText ? (
        <p id={ids.error} className={styles.errorMessage} data-field-error="">
          {errorText}
        </p>
      ) : null}
    </>
  );
  const classes = [styles.fieldRoot, className].filter(Boolean).join(' ');

  if (kind === 'group') {
    return (
      <fieldset
        className={classes}
        aria-describedby={
          [description ? ids.description : '', errorText ? ids.error : ''].join(' ').trim() || undefined
        }
        disabled={disabled}
        {...state}
        {...groupProps}
      >
        <legend id={ids.label} className={labelClass}>
          {labelContent}
        </legend>
        {rest}
      </fieldset>
    );
  }
  return (
    <div className={classes} {...state}>
      <label id={ids.label} htmlFor={ids.control} className={labelClass}>
        {labelContent}
      </label>
      {rest}
    </div>
  );
}
