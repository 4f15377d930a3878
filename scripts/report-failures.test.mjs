import { describe, expect, it } from 'vitest';
import { failuresOf } from './report-failures.mjs';

describe('failuresOf', () => {
  it("names a Playwright test whose every try failed, with its error's first line, and leaves flaky ones out", () => {
    const report = {
      suites: [
        {
          title: 'checkout.spec.ts',
          specs: [],
          suites: [
            {
              title: 'funnel',
              specs: [
                {
                  title: 'fr: card',
                  file: 'checkout.spec.ts',
                  line: 96,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: '\u001b[31mTimeoutError\u001b[39m: locator.click\n  at x' } }],
                    },
                  ],
                },
                { title: 'nl: card', file: 'checkout.spec.ts', line: 96, tests: [{ status: 'flaky', results: [] }] },
              ],
            },
          ],
        },
      ],
      stats: { expected: 0, unexpected: 1, flaky: 1, skipped: 0 },
    };
    expect(failuresOf(report)).toEqual(['checkout.spec.ts:96 funnel › fr: card — TimeoutError: locator.click']);
  });

  it('names failed Vitest tests, and a file that failed before any test ran', () => {
    const report = {
      testResults: [
        {
          name: '/repo/server/test/api/cart.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'cart adds' },
            { status: 'failed', fullName: 'cart removes', failureMessages: ['\nAssertionError: expected 2 to be 1'] },
          ],
        },
        {
          name: '/repo/server/test/api/pets.test.ts',
          status: 'failed',
          message: 'SyntaxError: nope',
          assertionResults: [],
        },
      ],
    };
    expect(failuresOf(report, '/repo')).toEqual([
      'server/test/api/cart.test.ts cart removes — AssertionError: expected 2 to be 1',
      'server/test/api/pets.test.ts — SyntaxError: nope',
    ]);
  });
});
