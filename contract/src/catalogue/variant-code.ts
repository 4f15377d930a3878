// Variant codes in the query (`?variantId=12345678` or `?variantId=12345678,87654321`): exactly 8 digits each.
import { z } from 'zod/mini';
import { VARIANT_CODE_PATTERN } from '../shared/limits.ts';

export function isVariantCode(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_CODE_PATTERN.test(value);
}

export const variantCodeSchema = z
  .string({ error: 'required' })
  .check(z.regex(VARIANT_CODE_PATTERN, { error: 'invalid_variant_code' }));

/**
 * One code, a comma-separated list, or a repeated query parameter (array): every entry must be valid,
 * otherwise the whole value is refused. Output: the list of codes.
 */
export const variantCodesQuerySchema = z
  .pipe(
    z.union([z.string(), z.array(z.string())], { error: 'required' }),
    z.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim())),
  )
  .check(z.refine((codes) => codes.length > 0 && codes.every(isVariantCode), { error: 'invalid_variant_code' }));

/** Query parameters that add items to the cart (spec §4 "Cart query actions"); quantity defaults to 1. */
export const cartQueryActionSchema = z.object({
  variantId: variantCodesQuerySchema,
  quantity: z._default(
    z.coerce
      .number({ error: 'invalid' })
      .check(z.int({ error: 'invalid' }))
      .check(z.minimum(1, { error: 'number_too_small_inclusive' })),
    1,
  ),
  targetQuantity: z.optional(
    z.coerce
      .number({ error: 'invalid' })
      .check(z.int({ error: 'invalid' }))
      .check(z.minimum(1, { error: 'number_too_small_inclusive' })),
  ),
});
export type CartQueryAction = z.output<typeof cartQueryActionSchema>;
