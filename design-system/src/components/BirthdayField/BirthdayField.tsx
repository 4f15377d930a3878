import { useEffect, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import * as styles from '../../forms/field.css.ts';
import { mergeRefs } from '../../forms/mergeRefs.ts';
import { setNativeValue } from '../../forms/setNativeValue.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import { birthdayDateBounds, initialBirthdayMode, isBirthdayFilled, type BirthdayMode } from './birthday.ts';
import { birthdayFieldMessages } from './BirthdayField.messages.ts';
import * as own from './BirthdayField.css.ts';

/** Props of one part: `register('birthday')`, or value/onChange from a `Controller`. */
export type BirthdayPartProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'style'> & {
  ref?: Ref<HTMLInputElement>;
};

export interface BirthdayFieldProps extends Omit<FieldBaseProps, 'name'> {
  /** The `{field}` of the error key; the contract's schemas report on `birthday`. */
  name?: string;
  dateInput?: BirthdayPartProps;
  yearsInput?: BirthdayPartProps;
  monthsInput?: BirthdayPartProps;
  mode?: BirthdayMode;
  defaultMode?: BirthdayMode;
  onModeChange?: (mode: BirthdayMode) => void;
  /** Told whenever the field becomes filled or empty (a date, or years or months). */
  onFilledChange?: (filled: boolean) => void;
  /** Today, for the date's upper bound (tests and stories pin it). */
  today?: Date;
}

/**
 * A pet's birthday as a date (1970-01-01 to today) or as an age in years plus months, with a button to
 * switch. Leaving a mode empties its inputs (through input events, so react-hook-form sees it) so the form
 * never submits both. The fieldset carries `data-mode` and `data-filled`.
 */
export function BirthdayField({
  label,
  description,
  error,
  formName,
  name = 'birthday',
  required,
  disabled,
  id,
  dateInput = {},
  yearsInput = {},
  monthsInput = {},
  mode,
  defaultMode,
  onModeChange,
  onFilledChange,
  today,
}: BirthdayFieldProps) {
  const t = useMessages(birthdayFieldMessages);
  const field = useField({ label, description, error, formName, name, required, disabled, id });
  const parts = {
    date: useRef<HTMLInputElement>(null),
    years: useRef<HTMLInputElement>(null),
    months: useRef<HTMLInputElement>(null),
  };
  const [ownMode, setOwnMode] = useState<BirthdayMode>(
    () =>
      defaultMode ??
      initialBirthdayMode({
        birthday: String(dateInput.value ?? dateInput.defaultValue ?? ''),
        years: String(yearsInput.value ?? yearsInput.defaultValue ?? ''),
        months: String(monthsInput.value ?? monthsInput.defaultValue ?? ''),
      }),
  );
  const shown = mode ?? ownMode;
  const [filled, setFilled] = useState(false);
  const switched = useRef(false);
  const bounds = birthdayDateBounds(today);

  const filledRef = useRef(false);
  const readFilled = () => {
    const now = isBirthdayFilled({
      birthday: parts.date.current?.value,
      years: parts.years.current?.value,
      months: parts.months.current?.value,
    });
    if (now === filledRef.current) return;
    filledRef.current = now;
    setFilled(now);
    onFilledChange?.(now);
  };
  // Controlled values and reset() change inputs without an input event: re-read after each render.
  useEffect(readFilled);

  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    (shown === 'date' ? parts.date : parts.years).current?.focus();
  });

  const switchMode = () => {
    const leaving = shown === 'date' ? [parts.date] : [parts.years, parts.months];
    for (const part of leaving) if (part.current && part.current.value !== '') setNativeValue(part.current, '');
    const next: BirthdayMode = shown === 'date' ? 'age' : 'date';
    switched.current = true;
    setOwnMode(next);
    onModeChange?.(next);
  };

  const partProps = (part: 'date' | 'years' | 'months') => ({
    id: `${field.ids.control}-${part}`,
    'aria-describedby': field.controlProps['aria-describedby'],
    'aria-invalid': field.controlProps['aria-invalid'],
    className: styles.control,
  });

  return (
    <Field
      kind="group"
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={required}
      disabled={disabled}
      groupProps={{ 'data-mode': shown, 'data-filled': filled ? '' : undefined }}
    >
      <div className={own.part} hidden={shown !== 'date'}>
        <label className={own.partLabel} htmlFor={`${field.ids.control}-date`}>
          {t('date')}
        </label>
        <input
          type="date"
          min={bounds.min}
          max={bounds.max}
          {...dateInput}
          {...partProps('date')}
          ref={mergeRefs(dateInput.ref, parts.date)}
          onInput={readFilled}
        />
      </div>
      <div className={styles.controlRow} hidden={shown !== 'age'}>
        {(['years', 'months'] as const).map((part) => {
          const input = part === 'years' ? yearsInput : monthsInput;
          return (
            <div key={part} className={own.part}>
              <label className={own.partLabel} htmlFor={`${field.ids.control}-${part}`}>
                {t(part)}
              </label>
              <input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...input}
                {...partProps(part)}
                ref={mergeRefs(input.ref, parts[part])}
                onInput={readFilled}
              />
            </div>
          );
        })}
      </div>
      <button type="button" className={own.switchButton} onClick={switchMode} disabled={disabled}>
        {shown === 'date' ? t('useAge') : t('useDate')}
      </button>
    </Field>
  );
}
