import { DELIVERY_FREQUENCIES } from '@gamelle/contract/constants/frequencies';
import { useLocale } from '../../lib/i18n/use-locale.ts';

/** Storefront-local delivery-frequency picker (the design system's FrequencySelect will replace it). */
export function FrequencySelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: number;
  onChange: (code: number) => void;
  label: string;
}) {
  const locale = useLocale();
  return (
    <span className="frequency-select">
      <label htmlFor={id}>{label}</label>{' '}
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))}>
        {DELIVERY_FREQUENCIES.map((f) => (
          <option key={f.code} value={f.code}>
            {f.label[locale]}
          </option>
        ))}
      </select>
    </span>
  );
}
