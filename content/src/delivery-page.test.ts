// Issue 22: the delivery page states each country's shipping in prose and a table, and shipping.json is what the
// cart charges. They are two files: this test keeps them saying the same figures, in both languages.
import { describe, expect, it } from 'vitest';
import { pages, shipping } from './index.ts';

const countryNames = {
  fr: { France: 'FR', Belgique: 'BE', Luxembourg: 'LU' },
  nl: { Frankrijk: 'FR', België: 'BE', Luxemburg: 'LU' },
} as const;

/** « 5,90 € », « € 5,90 », « 49 € » in cents. */
function cents(text: string): number {
  const amount = /(\d+)(?:,(\d{2}))?/.exec(text);
  if (!amount) throw new Error(`no amount in « ${text} »`);
  return Number(amount[1]) * 100 + Number(amount[2] ?? 0);
}

describe('the delivery page and shipping.json', () => {
  for (const language of ['fr', 'nl'] as const) {
    it(`give the same fees and free-shipping thresholds (${language})`, () => {
      const page = pages.find((p) => p.key === 'livraison');
      expect(page).toBeDefined();
      const names: Record<string, string> = countryNames[language];
      const rows = page!.body[language]
        .split('\n')
        .map((line) => line.split('|').map((cell) => cell.trim()))
        .filter((cells) => cells[1] !== undefined && cells[1] in names);
      const stated = rows.map(([, name, home, pickup, free]) => ({
        country: names[name!],
        home_delivery_cents: cents(home!),
        pickup_point_cents: cents(pickup!),
        free_shipping_threshold_cents: cents(free!),
      }));
      const charged = shipping.countries.map((c) => ({
        country: c.country,
        home_delivery_cents: c.home_delivery_cents,
        pickup_point_cents: c.pickup_point_cents,
        free_shipping_threshold_cents: c.free_shipping_threshold_cents,
      }));
      expect(stated).toEqual(charged);
    });
  }
});
