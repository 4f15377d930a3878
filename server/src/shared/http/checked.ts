import { z } from 'zod';

const mode = process.env.NODE_ENV === 'production' ? 'off' : process.env.NODE_ENV === 'test' ? 'fail' : 'warn';

/**
 * The answer, checked against the contract's schema: a drift between server and contract fails the API tests
 * (NODE_ENV=test), is logged in development (the shop keeps answering), and costs nothing in production.
 */
export function checked<T>(schema: z.core.$ZodType, body: T, what: string): T {
  if (mode === 'off') return body;
  const result = z.safeParse(schema, body);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    const message = `The ${what} answer does not match the contract: ${issues}`;
    if (mode === 'fail') throw new Error(message);
    console.warn(message);
  }
  return body;
}
