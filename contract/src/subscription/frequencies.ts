// Delivery frequencies of a subscription (spec §3): the code is the number of days between two deliveries.

export const DELIVERY_FREQUENCIES = [
  { code: 21, position: 1, label: { fr: '3 semaines', nl: '3 weken' } },
  { code: 31, position: 2, label: { fr: '1 mois', nl: '1 maand' } },
  { code: 42, position: 3, label: { fr: '6 semaines', nl: '6 weken' } },
  { code: 49, position: 4, label: { fr: '7 semaines', nl: '7 weken' } },
  { code: 62, position: 5, label: { fr: '2 mois', nl: '2 maanden' } },
  { code: 70, position: 6, label: { fr: '10 semaines', nl: '10 weken' } },
  { code: 77, position: 7, label: { fr: '11 semaines', nl: '11 weken' } },
  { code: 93, position: 8, label: { fr: '3 mois', nl: '3 maanden' } },
  { code: 124, position: 9, label: { fr: '4 mois', nl: '4 maanden' } },
  { code: 155, position: 10, label: { fr: '5 mois', nl: '5 maanden' } },
] as const;

export type DeliveryFrequency = (typeof DELIVERY_FREQUENCIES)[number];
export type DeliveryFrequencyCode = DeliveryFrequency['code'];

export const DELIVERY_FREQUENCY_CODES = DELIVERY_FREQUENCIES.map((f) => f.code) as DeliveryFrequencyCode[];

/** Proposed when nothing else is chosen: one month (the spec names no default; monthly is the common pick). */
export const DEFAULT_DELIVERY_FREQUENCY: DeliveryFrequencyCode = 31;

export function isDeliveryFrequencyCode(value: unknown): value is DeliveryFrequencyCode {
  return typeof value === 'number' && (DELIVERY_FREQUENCY_CODES as number[]).includes(value);
}

/** The frequency's label in `locale`, e.g. `frequencyLabel(42, 'nl')` → `6 weken`. */
export function frequencyLabel(code: DeliveryFrequencyCode, locale: 'fr' | 'nl'): string {
  const frequency = DELIVERY_FREQUENCIES.find((f) => f.code === code);
  if (!frequency) throw new RangeError(`Unknown delivery frequency: ${String(code)}`);
  return frequency.label[locale];
}

/**
 * The frequency said in plain words, as a customer choosing it reads it: `Toutes les 3 semaines`, `Tous les mois`,
 * `Tous les 2 mois`; `Elke 3 weken`, `Elke maand`, `Elke 2 maanden`.
 */
export function frequencyInWords(code: DeliveryFrequencyCode, locale: 'fr' | 'nl'): string {
  const [count, unit] = frequencyLabel(code, locale).split(' ') as [string, string];
  const months = unit === 'mois' || unit.startsWith('maand');
  if (locale === 'nl') return count === '1' ? `Elke ${unit}` : `Elke ${count} ${unit}`;
  if (months) return count === '1' ? 'Tous les mois' : `Tous les ${count} mois`;
  return `Toutes les ${count} semaines`;
}

/** The frequencies in the order their words read best: every 3, 6, 7, 10, 11 weeks, then every 1 to 5 months. */
export const DELIVERY_FREQUENCY_CODES_BY_UNIT: DeliveryFrequencyCode[] = [
  ...DELIVERY_FREQUENCIES.filter((f) => /semaine/.test(f.label.fr)),
  ...DELIVERY_FREQUENCIES.filter((f) => /mois/.test(f.label.fr)),
].map((f) => f.code);
