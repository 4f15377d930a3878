// Variant codes in the query (`?variantId=12345678` or `?variantId=12345678,87654321`): exactly 8 digits each.
import { z } from 'zod';
import { VARIANT_CODE_PATTERN } from '../shared/limits.ts';

export function isVariantCode(value: unknown): value is string {
  return typeof value === 'string' && VARIANT_CODE_PATTERN.test(value);
}

export const variantCodeSchema = z
  .string({ error: 'required' })
  .regex(VARIANT_CODE_PATTERN, { error: 'invalid_variant_code' });

/**
 * One code, a comma-separated list, or a repeated query parameter (array): every entry must be valid,
 * otherwise the whole value is refused. Output: the list of codes.
 */
export const variantCodesQuerySchema = z
  .union([z.string(), z.array(z.string())], { error: 'required' })
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((code) => code.trim()))
  .refine((codes) => codes.length > 0 && codes.every(isVariantCode), { error: 'invalid_variant_code' });

/** Query parameters that add items to the cart (spec §4 "Cart query actions"); quantity defaults to 1. */
export const cartQueryActionSchema = z.object({
  variantId: variantCodesQuerySchema,
  quantity: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'number_too_small_inclusive' })
    .default(1),
  targetQuantity: z.coerce
    .number({ error: 'invalid' })
    .int({ error: 'invalid' })
    .min(1, { error: 'number_too_small_inclusive' })
    .optional(),
});
export type CartQueryAction = z.output<typeof cartQueryActionSchema>;
