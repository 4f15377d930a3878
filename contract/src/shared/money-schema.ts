// Money in the Shop API: integer cents, EUR.
import { z } from 'zod';

/** An amount in cents. */
export const centsSchema = z.number().int();
/** An amount in cents that cannot be negative (prices, totals). */
export const priceSchema = z.number().int().nonnegative();
