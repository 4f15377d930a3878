import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export interface DateFieldProps extends Omit<TextFieldProps, 'type' | 'min' | 'max' | 'value' | 'defaultValue'> {
  /** `YYYY-MM-DD`, or '' when empty (what a date input gives). */
  value?: string;
  defaultValue?: string;
  /** Earliest date, `YYYY-MM-DD`. */
  min?: string;
  /** Latest date, `YYYY-MM-DD`. */
  max?: string;
}

/**
 * A calendar date as `YYYY-MM-DD`: the browser's native date input, which brings a localised day/month/year
 * entry, a keyboard-operable picker and the OS picker on phones, and works with `register` like any input.
 * `min`/`max` bound both the picker and the browser's own validity.
 */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}
