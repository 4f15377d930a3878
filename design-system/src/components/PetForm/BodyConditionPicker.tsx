import { PET_CONDITIONS, type PetCondition } from '@gamelle/contract/pet/rules';
import type { ChangeEvent, FocusEvent, Ref } from 'react';
import type { FieldErrorInput } from '../../forms/fieldError.ts';
import { useField } from '../../forms/useField.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Field } from '../Field/Field.tsx';
import * as styles from './BodyConditionPicker.css.ts';
import { petFormMessages } from './PetForm.messages.ts';

export interface BodyConditionPickerProps {
  name: string;
  error?: FieldErrorInput;
  required?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The five body conditions of spec §3 as radio cards, each with a drawing of the animal seen from above
 * (waist from hollow to round): native radios, so arrows move and Tab leaves, and `register` works as is.
 */
export function BodyConditionPicker({ name, error, required, onChange, onBlur, ref }: BodyConditionPickerProps) {
  const t = useMessages(petFormMessages);
  const field = useField({ label: t('condition'), error, name, required });
  return (
    <Field ids={field.ids} label={t('condition')} errorText={field.errorText} required={required} kind="group">
      {/* The fieldset's description carries the error; radios take no aria-invalid. */}
      <div className={styles.options}>
        {PET_CONDITIONS.map((condition, index) => (
          <label key={condition} className={styles.option} data-condition={condition}>
            <input
              ref={ref}
              className={styles.input}
              type="radio"
              name={name}
              value={condition}
              onChange={onChange}
              onBlur={onBlur}
            />
            <ConditionDrawing level={index} />
            <span>{t(condition as PetCondition)}</span>
          </label>
        ))}
      </div>
    </Field>
  );
}

/** A pet seen from above: head, then a body whose waist widens from level 0 (very thin) to 4 (large belly). */
function ConditionDrawing({ level }: { level: number }) {
  const waist = 6 + level * 5;
  const belly = 10 + level * 4;
  const body = `M22 24 C28 ${24 - belly} 40 ${24 - waist} 50 ${24 - belly * 0.7} C58 ${24 - belly * 0.5} 62 20 62 24 C62 28 58 ${
    24 + belly * 0.5
  } 50 ${24 + belly * 0.7} C40 ${24 + waist} 28 ${24 + belly} 22 24 Z`;
  return (
    <svg className={styles.picture} viewBox="0 0 72 48" aria-hidden="true" focusable="false">
      <circle cx="14" cy="24" r="8" fill="currentColor" />
      <path d={body} fill="currentColor" opacity="0.85" />
      <path d="M62 24 L70 20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
