import type { ProductVariant } from '@gamelle/contract/catalogue/product';
import { describe, expect, it } from 'vitest';
import { selectedVariant } from './selected-variant.ts';

const variant = (code: string, format: string, shown = true) =>
  ({ code, format, show_variant: shown }) as ProductVariant;

describe('the variant of a product URL', () => {
  const product = { variants: [variant('1', 'echantillon', false), variant('2', '3-kg'), variant('3', '12-kg')] };

  it('is the one its format names, else the first shown', () => {
    expect(selectedVariant(product, '12-kg')?.code).toBe('3');
    expect(selectedVariant(product, undefined)?.code).toBe('2');
  });

  it('is none for an unknown format (the route then redirects to the product)', () => {
    expect(selectedVariant(product, '99-kg')).toBeUndefined();
  });
});
