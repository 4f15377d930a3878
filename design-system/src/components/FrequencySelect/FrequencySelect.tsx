import {
  DELIVERY_FREQUENCIES,
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
}

/** The ten delivery frequencies of spec §3 (21 to 155 days), in their order, with FR/NL labels. */
export function FrequencySelect({
  value,
  defaultValue,
  onChange,
  label,
  disabledFrequencies = [],
  ...rest
}: FrequencySelectProps) {
  const t = useMessages(frequencySelectMessages);
  const locale = useLocale();
  const options = [...DELIVERY_FREQUENCIES]
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
