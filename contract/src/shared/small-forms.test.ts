import { describe, expect, it } from 'vitest';
import { rationCalculatorFormSchema, isPuppy } from '../guide/ration-rules.ts';
import { checkTagManagerId, tagManagerIdErrorMessage, tagManagerIdSchema } from '../marketing/tag-manager.ts';
import {
  cartQueryActionSchema,
  isVariantCode,
  variantCodeSchema,
  variantCodesQuerySchema,
} from '../catalogue/variant-code.ts';
import { fieldErrorsFromZodError, validateForm } from './violations.ts';

describe('variant code in the query', () => {
  it('accepts exactly 8 digits', () => {
    expect(variantCodeSchema.safeParse('12345678').success).toBe(true);
    for (const code of ['1234567', '123456789', '1234567a', ' 12345678', '']) {
      expect(isVariantCode(code)).toBe(false);
      expect(variantCodeSchema.safeParse(code).error?.issues[0]?.message).toBe('invalid_variant_code');
    }
  });

  it('accepts a list only when every entry is valid', () => {
    expect(variantCodesQuerySchema.parse('12345678')).toEqual(['12345678']);
    expect(variantCodesQuerySchema.parse('12345678,87654321')).toEqual(['12345678', '87654321']);
    expect(variantCodesQuerySchema.parse(['12345678', '87654321'])).toEqual(['12345678', '87654321']);
    expect(variantCodesQuerySchema.safeParse('12345678,8765432').success).toBe(false);
    expect(variantCodesQuerySchema.safeParse(['12345678', 'abc']).success).toBe(false);
    expect(variantCodesQuerySchema.safeParse('').success).toBe(false);
  });

  it('reads cart query actions with quantity defaulting to 1', () => {
    expect(cartQueryActionSchema.parse({ variantId: '12345678' })).toEqual({ variantId: ['12345678'], quantity: 1 });
    expect(cartQueryActionSchema.parse({ variantId: '12345678', quantity: '3', targetQuantity: '4' })).toEqual({
      variantId: ['12345678'],
      quantity: 3,
      targetQuantity: 4,
    });
    expect(cartQueryActionSchema.safeParse({ variantId: '12345678', quantity: '0' }).success).toBe(false);
  });
});

describe('ration calculator', () => {
  it('wants a valid weight and a valid age in months', () => {
    expect(rationCalculatorFormSchema.parse({ weight: '12,5', ageInMonths: '8' })).toEqual({
      weight: 12.5,
      ageInMonths: 8,
    });
    const result = rationCalculatorFormSchema.safeParse({ weight: '0', ageInMonths: '-1' });
    expect(result.success || fieldErrorsFromZodError(result.error)).toEqual({
      weight: { code: 'invalid_weight' },
      ageInMonths: { code: 'invalid_age' },
    });
    const empty = rationCalculatorFormSchema.safeParse({ weight: '', ageInMonths: '' });
    expect(empty.success || fieldErrorsFromZodError(empty.error)).toEqual({
      weight: { code: 'required' },
      ageInMonths: { code: 'required' },
    });
    expect(rationCalculatorFormSchema.safeParse({ weight: 10, ageInMonths: 2.5 }).success).toBe(false);
  });

  it('counts puppies up to 12 months', () => {
    expect(isPuppy(12)).toBe(true);
    expect(isPuppy(13)).toBe(false);
  });
});

describe('tag-manager id', () => {
  it('accepts GTM- or G- followed by uppercase letters or digits', () => {
    for (const id of ['GTM-ABC123', 'G-XYZ9', 'GTM-1']) expect(tagManagerIdSchema.safeParse(id).success).toBe(true);
    for (const id of ['gtm-abc123', 'GTM-', 'GTM_ABC', 'UA-1234', 'GTM-abc', 'G-AB CD']) {
      expect(tagManagerIdSchema.safeParse(id).error?.issues[0]?.message).toBe('invalid_tag_manager_id');
    }
  });

  it('suggests the id that was probably meant', () => {
    expect(checkTagManagerId('GTM-ABC')).toEqual({ valid: true });
    expect(checkTagManagerId('gtm-abc123')).toEqual({ valid: false, suggestion: 'GTM-ABC123' });
    expect(checkTagManagerId('GTM_ABC')).toEqual({ valid: false, suggestion: 'GTM-ABC' });
    expect(checkTagManagerId('abc12')).toEqual({ valid: false, suggestion: 'GTM-ABC12' });
    expect(checkTagManagerId('---')).toEqual({ valid: false, suggestion: null });
    expect(tagManagerIdErrorMessage('gtm-1', 'GTM-1')).toBe('"gtm-1" is not a valid GTM-ID. Did you mean "GTM-1"?');
  });

  it('gives the form message its value and suggestion', () => {
    const result = validateForm(tagManagerIdSchema, 'gtm-ab12', 'tagManager');
    expect(result.success || result.violations[0]).toEqual({
      propertyPath: '',
      code: 'invalid_tag_manager_id',
      params: { value: 'gtm-ab12', suggestion: 'GTM-AB12' },
      message: "« gtm-ab12 » n'est pas un GTM-ID valide. Essayez par exemple « GTM-AB12 ».",
    });
    const nl = validateForm(tagManagerIdSchema, '!!', 'tagManager', 'nl');
    expect(nl.success || nl.violations[0]?.message).toBe(
      '"!!" is geen geldige GTM-ID. Probeer bijvoorbeeld "GTM-XXXXXXX".',
    );
  });
});
