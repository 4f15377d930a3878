// Daily rations (`GET b2c-rations/getReco?ref=&weight=&month=`, contract/src/guide/rations.ts). Dogs use the
// contract's FEDIAF calculator; cats, which it does not cover, read the product's own feeding table.
import type { RationResponse } from '@gamelle/contract/guide/rations';
import { dailyDogRation } from '@gamelle/contract/guide/ration';
import { PET } from '@gamelle/contract/shared/limits';
import { productBySku } from '../catalogue.ts';
import type { Feeding, Product } from '../schema.ts';

/** Undefined when the sku is unknown (404); `daily_grams: null` when no ration can be given. */
export function rationFor(ref: string, weight: number, month: number): RationResponse | undefined {
  const product = productBySku(ref);
  if (!product) return undefined;
  return { ref, weight, month, daily_grams: dailyGrams(product, weight, month) };
}

export function dailyGrams(product: Product, weightKg: number, ageMonths: number): number | null {
  if (product.filters.animal === 'dog') {
    return (
      dailyDogRation({ energyKcalPerKg: product.metabolizable_energy_kcal_per_kg, weightKg, ageMonths })?.gramsPerDay ??
      null
    );
  }
  return fromTable(product.feeding, weightKg, ageMonths);
}

/** Linear interpolation in the table of the age band; null outside the table's weights or ages. */
export function fromTable(feeding: Feeding, weightKg: number, ageMonths: number): number | null {
  const rows =
    ageMonths > PET.puppyMaxMonths
      ? feeding.adult
      : feeding.growth?.find((b) => ageMonths >= b.from_month && ageMonths <= b.to_month)?.rows;
  if (!rows || !Number.isFinite(weightKg)) return null;
  for (let i = 0; i < rows.length - 1; i++) {
    const a = rows[i]!;
    const b = rows[i + 1]!;
    if (weightKg >= a.weight_kg && weightKg <= b.weight_kg) {
      const grams =
        a.grams_per_day +
        ((weightKg - a.weight_kg) / (b.weight_kg - a.weight_kg)) * (b.grams_per_day - a.grams_per_day);
      return Math.max(5, Math.round(grams / 5) * 5);
    }
  }
  return null;
}
