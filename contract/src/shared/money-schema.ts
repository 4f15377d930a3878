// Money in the Shop API: integer cents, EUR.
import { z } from 'zod/mini';

/** An amount in cents. */
export const centsSchema = z.number().check(z.int());
/** An amount in cents that cannot be negative (prices, totals). */
export const priceSchema = z.number().check(z.int()).check(z.nonnegative());
