import { ApiError } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  contractResolver,
  createFormSubmitter,
  lazySchema,
  placeServerError,
  type SubmitSteps,
} from './useShopForm.ts';

/** Records every step in order, with a submit handler the test controls. */
function recorder(options: { valid?: boolean; submit?: (data: string) => unknown } = {}) {
  const log: string[] = [];
  const steps: SubmitSteps<string, string> = {
    setPending: (pending) => log.push(pending ? 'pending' : 'idle'),
    clearErrors: () => log.push('clear'),
    validate: (values) => {
      log.push(`validate:${values}`);
      return options.valid === false ? { success: false } : { success: true, data: values.toUpperCase() };
    },
    submit: (data) => {
      log.push(`submit:${data}`);
      return options.submit?.(data);
    },
    showServerError: (error) => log.push(`server:${(error as Error).message}`),
  };
  return { log, submit: createFormSubmitter(steps) };
}

describe('createFormSubmitter', () => {
  it('clears errors, validates, then runs the handler with the parsed values', async () => {
    const { log, submit } = recorder();
    await expect(submit('ok')).resolves.toBe('submitted');
    expect(log).toEqual(['pending', 'clear', 'validate:ok', 'submit:OK', 'idle']);
  });

  it('does not run the handler when the schema fails, and ends pending', async () => {
    const { log, submit } = recorder({ valid: false });
    await expect(submit('bad')).resolves.toBe('invalid');
    expect(log).toEqual(['pending', 'clear', 'validate:bad', 'idle']);
  });

  it('ignores a submit while one is pending', async () => {
    let release!: () => void;
    let calls = 0;
    const { log, submit } = recorder({
      submit: () => (calls++ === 0 ? new Promise<void>((resolve) => (release = resolve)) : undefined),
    });
    const first = submit('one');
    await Promise.resolve();
    await expect(submit('two')).resolves.toBe('ignored');
    release();
    await expect(first).resolves.toBe('submitted');
    expect(log.filter((entry) => entry.startsWith('submit'))).toEqual(['submit:ONE']);
    // Once the first one ended, a new submit goes through again.
    await expect(submit('three')).resolves.toBe('submitted');
  });

  it('ends pending on failure and hands the error to the form', async () => {
    const { log, submit } = recorder({
      submit: () => Promise.reject(new Error('boom')),
    });
    await expect(submit('x')).resolves.toBe('failed');
    expect(log).toEqual(['pending', 'clear', 'validate:x', 'submit:X', 'server:boom', 'idle']);
    await expect(submit('y')).resolves.toBe('failed');
  });
});

describe('placeServerError', () => {
  const violations = [
    { propertyPath: 'postcode', message: 'Code postal invalide', code: 'postcode_fr' },
    { propertyPath: 'postcode', message: 'second on the same field', code: 'invalid' },
    { propertyPath: '', message: 'Adresse refusée par le transporteur' },
    { propertyPath: 'unknownField', message: 'Hors formulaire', code: 'invalid' },
  ];

  it('puts each violation on its field by propertyPath, first one wins', () => {
    const error = new ApiError({ status: 422, message: 'postcode: Code postal invalide', violations });
    const placement = placeServerError(error, ['postcode', 'city']);
    expect(placement.fields).toEqual({ postcode: violations[0] });
  });

  it('puts path-less and unknown-path violations on the form', () => {
    const placement = placeServerError({ violations }, ['postcode']);
    expect(placement.form.map((v) => v.message)).toEqual(['Adresse refusée par le transporteur', 'Hors formulaire']);
  });

  it('shows an API error without violations with its own message, anything else as the generic error', () => {
    expect(placeServerError(new ApiError({ status: 400, message: 'Coupon expiré' }), []).form).toEqual([
      { propertyPath: '', message: 'Coupon expiré', code: 'generic' },
    ]);
    expect(placeServerError(new TypeError('Failed to fetch'), []).form).toEqual([
      { propertyPath: '', message: '', code: 'generic' },
    ]);
  });
});

describe('contractResolver with a lazy schema (issue 19: validation out of the first load)', () => {
  const schema = z.object({ name: z.string().check(z.minLength(1, 'required')) });

  it('awaits the schema on its first run and gives the same codes as with the schema itself', async () => {
    let imports = 0;
    const lazy = lazySchema(async () => {
      imports += 1;
      return schema;
    });
    expect(lazy.loaded).toBeUndefined();
    const resolve = contractResolver<{ name: string }>(lazy, 'demo');
    const eager = contractResolver<{ name: string }>(schema, 'demo');
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolve>[2];
    const invalid = await resolve({ name: '' }, undefined, options);
    expect(invalid).toEqual(await eager({ name: '' }, undefined, options));
    expect(invalid.errors).toMatchObject({ name: { type: 'required', message: 'required' } });
    expect(await resolve({ name: 'Rex' }, undefined, options)).toEqual({ values: { name: 'Rex' }, errors: {} });
    expect(lazy.loaded).toBe(schema);
    expect(imports).toBe(1);
  });

  it('retries an import that failed (a chunk lost on a flaky network) on the next validation', async () => {
    let attempts = 0;
    const lazy = lazySchema(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return schema;
    });
    await expect(lazy.load()).rejects.toThrow('chunk failed');
    await expect(lazy.load()).resolves.toBe(schema);
    expect(attempts).toBe(2);
  });
});
