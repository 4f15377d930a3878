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
