import { describe, expect, it } from 'vitest';

describe('zod without eval in the browser', () => {
  it("turns off zod's compiled parse, so it never tries `new Function` under the CSP", async () => {
    await import('./zod-without-eval.ts');
    const { config, util } = await import('zod/v4/core');
    const { z } = await import('zod/mini');
    expect(config().jitless).toBe(true);
    // Zod's probe (a `new Function`, which the CSP reports) is skipped, and object schemas still parse.
    expect(util.allowsEval.value).toBe(false);
    expect(z.object({ email: z.string() }).safeParse({ email: 'a@b.fr', other: 1 }).data).toEqual({ email: 'a@b.fr' });
  });
});
