import {
  DELIVERY_FREQUENCIES,
  DELIVERY_FREQUENCY_CODES_BY_UNIT,
  frequencyInWords,
  isDeliveryFrequencyCode,
  type DeliveryFrequencyCode,
} from '@gamelle/contract/subscription/frequencies';
import type { ReactNode, Ref } from 'react';
import type { FieldErrorInput } from '../../forms/fieldError.ts';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { Select } from '../Select/Select.tsx';
import { frequencySelectMessages } from './FrequencySelect.messages.ts';

export interface FrequencySelectProps {
  value?: DeliveryFrequencyCode;
  defaultValue?: DeliveryFrequencyCode;
  onChange?: (frequency: DeliveryFrequencyCode) => void;
  /** "Fréquence de livraison" unless told. */
  label?: ReactNode;
  description?: ReactNode;
  error?: FieldErrorInput;
  /** `{form}` of the error's message key when there is no FormScope around. */
  formName?: string;
  /** Frequencies that cannot be chosen here (e.g. the current one in a change dialog stays selectable). */
  disabledFrequencies?: readonly DeliveryFrequencyCode[];
  name?: string;
  disabled?: boolean;
  id?: string;
  ref?: Ref<HTMLSelectElement>;
  /**
   * `duration` (the default): "3 semaines", "1 mois", in days' order, after a label such as "Livraison tous les".
   * `every`: plain words where the choice is first made, "Toutes les 3 semaines" … "Tous les mois", weeks then months.
   */
  wording?: 'duration' | 'every';
}

/** The ten delivery frequencies of spec §3 (21 to 155 days), in their order, with FR/NL labels. */
export function FrequencySelect({
  value,
  defaultValue,
  onChange,
  label,
  disabledFrequencies = [],
  wording = 'duration',
  ...rest
}: FrequencySelectProps) {
  const t = useMessages(frequencySelectMessages);
  const locale = useLocale();
  const options =
    wording === 'every'
      ? DELIVERY_FREQUENCY_CODES_BY_UNIT.map((code) => ({
          value: String(code),
          label: frequencyInWords(code, locale),
          disabled: disabledFrequencies.includes(code),
        }))
      : [...DELIVERY_FREQUENCIES]
          .sort((a, b) => a.position - b.position)
          .map((frequency) => ({
            value: String(frequency.code),
            label: frequency.label[locale],
            disabled: disabledFrequencies.includes(frequency.code),
          }));
  return (
    <Select
      {...rest}
      label={label ?? t('label')}
      options={options}
      value={value === undefined ? undefined : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(event) => {
        const code = Number(event.target.value);
        if (isDeliveryFrequencyCode(code)) onChange?.(code);
      }}
    />
  );
}
