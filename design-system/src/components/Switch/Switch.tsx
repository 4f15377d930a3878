import type { InputHTMLAttributes, Ref } from 'react';
import * as choice from '../../forms/choice.css.ts';
import { ChoiceFrame } from '../../forms/ChoiceFrame.tsx';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';

export interface SwitchProps
  extends
    FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className' | 'style' | 'role'> {
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies at once (newsletter, "only this brand"): a native checkbox with
 * `role="switch"`, so Space toggles it, it is announced "on/off", and `register`/`Controller` work as for a
 * checkbox.
 */
export function Switch({ label, description, error, formName, ref, ...input }: SwitchProps) {
  const field = useField({ label, description, error, formName, ...input });
  return (
    <ChoiceFrame
      field={field}
      label={label}
      description={description}
      required={input.required}
      disabled={input.disabled}
    >
      <input
        ref={ref}
        type="checkbox"
        role="switch"
        className={choice.switchTrack}
        {...input}
        {...field.controlProps}
      />
    </ChoiceFrame>
  );
}
