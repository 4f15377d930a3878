import type { z } from 'zod';

const checking = process.env.NODE_ENV !== 'production';

/**
 * The answer, checked against the contract's schema outside production: a drift between server and contract
 * fails the API tests loudly instead of reaching the storefront. Production skips the cost.
 */
export function checked<T>(schema: z.ZodType, body: T, what: string): T {
  if (!checking) return body;
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`The ${what} answer does not match the contract: ${issues}`);
  }
  return body;
}
