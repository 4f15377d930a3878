import { useEffect, useRef, useState, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import * as styles from '../../forms/field.css.ts';
import { mergeRefs } from '../../forms/mergeRefs.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import { textAreaMessages } from './TextArea.messages.ts';
import * as css from './TextArea.css.ts';

export interface TextAreaProps
  extends FieldBaseProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children' | 'className' | 'style'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A multi-line text field. With `maxLength` it shows "n / max" under the control, linked to it with
 * `aria-describedby`, so the limit is heard before it is reached. Works with `register` and `Controller`.
 */
export function TextArea({ label, description, error, formName, ref, onChange, rows = 4, ...input }: TextAreaProps) {
  const t = useMessages(textAreaMessages);
  // Uncontrolled use (register) gives no value prop: count what the user typed.
  const [typed, setTyped] = useState(() => String(input.defaultValue ?? '').length);
  const own = useRef<HTMLTextAreaElement>(null);
  // react-hook-form writes its defaultValues into the element through the ref, after our first render.
  useEffect(() => {
    if (own.current) setTyped(own.current.value.length);
  }, []);
  const count = input.value !== undefined ? String(input.value).length : typed;
  const max = input.maxLength;
  const field = useField({ label, description, error, formName, ...input }, ...(max ? ['count'] : []));
  const counter = max ? (
    <p id={`${field.ids.control}-count`} className={css.count} data-at-limit={count >= max ? '' : undefined}>
      {t('characterCount', { count, max })}
    </p>
  ) : null;

  return (
    <Field
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={input.required}
      disabled={input.disabled}
      footer={counter}
    >
      <textarea
        ref={mergeRefs(ref, own)}
        rows={rows}
        className={[styles.control, css.textarea].join(' ')}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
          setTyped(event.currentTarget.value.length);
          onChange?.(event);
        }}
        {...input}
        {...field.controlProps}
      />
    </Field>
  );
}
