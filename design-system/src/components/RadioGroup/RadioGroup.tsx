import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import * as choice from '../../forms/choice.css.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import * as own from './RadioGroup.css.ts';

export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends FieldBaseProps {
  name: string;
  options: readonly RadioOption[];
  /** Controlled value (`Controller`'s `field.value`). */
  value?: string | undefined;
  /** Uncontrolled initial value. */
  defaultValue?: string;
  /** Receives the native event, so `register(...).onChange` and `Controller`'s `field.onChange` both fit. */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The chosen value, for callers that do not want the event. */
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  /** Given to every radio: react-hook-form registers radios of one name through one ref callback. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * One choice among a few (gender, pet type, meal frequency): native radios in a fieldset whose legend names
 * the group. Arrow keys move and select within the group, Tab leaves it, as browsers do for radios.
 */
export function RadioGroup({
  label,
  description,
  error,
  formName,
  name,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  onValueChange,
  orientation = 'vertical',
  required,
  disabled,
  id,
  ref,
}: RadioGroupProps) {
  const field = useField({ label, description, error, formName, name, required, disabled, id });
  return (
    <Field
      kind="group"
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={required}
      disabled={disabled}
      groupProps={{ role: 'radiogroup', 'aria-invalid': field.invalid || undefined, 'aria-required': required }}
    >
      <div className={own.options} data-orientation={orientation}>
        {options.map((option, index) => {
          const optionId = `${field.ids.control}-${index}`;
          return (
            <label
              key={option.value}
              className={choice.choiceRow}
              data-disabled={disabled || option.disabled ? '' : undefined}
            >
              <input
                ref={ref}
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className={choice.radio}
                {...(value !== undefined
                  ? { checked: value === option.value }
                  : defaultValue !== undefined
                    ? { defaultChecked: defaultValue === option.value }
                    : {})}
                onChange={(event) => {
                  onChange?.(event);
                  onValueChange?.(event.currentTarget.value);
                }}
                onBlur={onBlur}
                required={required}
                disabled={option.disabled}
                // The label wraps the description too: name the radio by its label text only.
                aria-labelledby={option.description ? `${optionId}-label` : undefined}
                aria-describedby={option.description ? `${optionId}-description` : undefined}
              />
              <span className={choice.choiceText}>
                <span id={`${optionId}-label`}>{option.label}</span>
                {option.description ? (
                  <span id={`${optionId}-description`} className={choice.choiceDescription}>
                    {option.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
