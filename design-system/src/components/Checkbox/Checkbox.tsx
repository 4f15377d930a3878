import { useCallback, type InputHTMLAttributes, type Ref } from 'react';
import * as choice from '../../forms/choice.css.ts';
import { ChoiceFrame } from '../../forms/ChoiceFrame.tsx';
import { mergeRefs } from '../../forms/mergeRefs.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';

export interface CheckboxProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className' | 'style'> {
  /** The mixed state ("some of these"), shown as a dash and announced as mixed. */
  indeterminate?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it: Space toggles, `register` and `Controller` (checked/onChange)
 * both work. Description and error sit under the row and are linked with `aria-describedby`.
 */
export function Checkbox({ label, description, error, formName, indeterminate, ref, ...input }: CheckboxProps) {
  const field = useField({ label, description, error, formName, ...input });
  const setIndeterminate = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = Boolean(indeterminate);
    },
    [indeterminate],
  );
  return (
    <ChoiceFrame
      field={field}
      label={label}
      description={description}
      required={input.required}
      disabled={input.disabled}
    >
      <input
        ref={mergeRefs(ref, setIndeterminate)}
        type="checkbox"
        className={choice.checkbox}
        {...input}
        {...field.controlProps}
      />
    </ChoiceFrame>
  );
}
