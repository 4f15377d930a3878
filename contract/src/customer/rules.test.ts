import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  couponFormSchema,
  emailLookupFormSchema,
  loginFormSchema,
  newsletterFormSchema,
  passwordChangeFormSchema,
  passwordResetFormSchema,
  profileFormSchema,
  registrationFormSchema,
} from './rules.ts';
import { fieldErrorsFromZodError, validateForm } from '../shared/violations.ts';
import { z } from 'zod/mini';

function errorsOf(schema: z.core.$ZodType, values: unknown) {
  const result = z.safeParse(schema, values);
  return result.success ? {} : fieldErrorsFromZodError(result.error);
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-15T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('e-mail (lookup, newsletter, registration, profile)', () => {
  for (const [name, schema] of [
    ['lookup', emailLookupFormSchema],
    ['newsletter', newsletterFormSchema],
  ] as const) {
    it(`${name}: required, valid, at most 255 characters`, () => {
      expect(errorsOf(schema, { email: '' }).email?.code).toBe('required');
      expect(errorsOf(schema, {}).email?.code).toBe('required');
      expect(errorsOf(schema, { email: 'jeanne@' }).email?.code).toBe('invalid_email');
      expect(errorsOf(schema, { email: 'jeanne.example.fr' }).email?.code).toBe('invalid_email');
      expect(errorsOf(schema, { email: `${'a'.repeat(245)}@example.fr` }).email?.code).toBe('too_long');
      expect(z.safeParse(schema, { email: `${'a'.repeat(244)}@example.fr` }).success).toBe(true);
      expect(schema.parse({ email: '  jeanne@example.fr ' })).toEqual({ email: 'jeanne@example.fr' });
    });
  }

  it("words the newsletter's invalid e-mail as the spec says", () => {
    const result = validateForm(newsletterFormSchema, { email: 'nope' }, 'newsletter');
    expect(result.success || result.violations[0]?.message).toBe("L'adresse email n'est pas valide");
  });
});

describe('login', () => {
  it('reports any password length error as a wrong password', () => {
    expect(errorsOf(loginFormSchema, { email: 'a@b.fr', password: 'abcd' }).password?.code).toBe('wrong_password');
    expect(errorsOf(loginFormSchema, { email: 'a@b.fr', password: 'a'.repeat(256) }).password?.code).toBe(
      'wrong_password',
    );
    expect(z.safeParse(loginFormSchema, { email: 'a@b.fr', password: 'abcde' }).success).toBe(true);
  });

  it('asks for a password when none is typed', () => {
    expect(errorsOf(loginFormSchema, { email: 'a@b.fr', password: '' }).password?.code).toBe('required');
  });

  it("shows 'Votre mot de passe est incorrect.'", () => {
    const result = validateForm(loginFormSchema, { email: 'a@b.fr', password: 'abc' }, 'login');
    expect(result.success || result.violations[0]?.message).toBe('Votre mot de passe est incorrect.');
  });
});

describe('registration', () => {
  const valid = { email: 'jeanne@example.fr', password: 'secret', firstName: 'Jeanne', lastName: 'Dupont' };

  it('accepts a minimal registration', () => {
    expect(z.safeParse(registrationFormSchema, valid).success).toBe(true);
  });

  it('wants a password of 5 to 255 characters', () => {
    expect(errorsOf(registrationFormSchema, { ...valid, password: 'abcd' }).password).toEqual({
      code: 'too_short',
      params: { min: 5 },
    });
    expect(errorsOf(registrationFormSchema, { ...valid, password: 'a'.repeat(256) }).password?.code).toBe('too_long');
    expect(z.safeParse(registrationFormSchema, { ...valid, password: 'a'.repeat(255) }).success).toBe(true);
  });

  it('wants names of 1 to 255 characters', () => {
    expect(errorsOf(registrationFormSchema, { ...valid, firstName: '' }).firstName?.code).toBe('required');
    expect(errorsOf(registrationFormSchema, { ...valid, lastName: 'a'.repeat(256) }).lastName?.code).toBe('too_long');
    expect(z.safeParse(registrationFormSchema, { ...valid, firstName: 'J' }).success).toBe(true);
  });

  it('wants a real birthday in the past, at most 120 years ago', () => {
    expect(z.safeParse(registrationFormSchema, { ...valid, birthday: '1980-02-29' }).success).toBe(true);
    expect(z.safeParse(registrationFormSchema, { ...valid, birthday: '2026-06-14' }).success).toBe(true);
    expect(errorsOf(registrationFormSchema, { ...valid, birthday: '1981-02-29' }).birthday?.code).toBe('invalid');
    expect(errorsOf(registrationFormSchema, { ...valid, birthday: 'hier' }).birthday?.code).toBe('invalid');
    expect(errorsOf(registrationFormSchema, { ...valid, birthday: '2026-06-15' }).birthday).toEqual({
      code: 'date_too_late',
      params: { max: '2026-06-14' },
    });
    expect(errorsOf(registrationFormSchema, { ...valid, birthday: '2030-01-01' }).birthday?.code).toBe('date_too_late');
    expect(z.safeParse(registrationFormSchema, { ...valid, birthday: '1906-06-15' }).success).toBe(true);
    expect(errorsOf(registrationFormSchema, { ...valid, birthday: '1906-06-14' }).birthday).toEqual({
      code: 'date_too_early',
      params: { min: '1906-06-15' },
    });
  });
});

describe('profile', () => {
  it('accepts the communication language fr or nl only', () => {
    const base = { email: 'a@b.fr', firstName: 'A', lastName: 'B' };
    expect(z.safeParse(profileFormSchema, { ...base, communicationLanguage: 'nl' }).success).toBe(true);
    expect(errorsOf(profileFormSchema, { ...base, communicationLanguage: 'de' }).communicationLanguage?.code).toBe(
      'invalid',
    );
  });
});

describe('passwords', () => {
  it('change: current and new of 5 to 255 characters', () => {
    expect(z.safeParse(passwordChangeFormSchema, { currentPassword: 'old-one', newPassword: 'new-one' }).success).toBe(
      true,
    );
    const errors = errorsOf(passwordChangeFormSchema, { currentPassword: 'old', newPassword: 'a'.repeat(256) });
    expect(errors.currentPassword?.code).toBe('too_short');
    expect(errors.newPassword?.code).toBe('too_long');
  });

  it('reset: the confirmation must equal the new password', () => {
    expect(z.safeParse(passwordResetFormSchema, { newPassword: 'secret', confirmNewPassword: 'secret' }).success).toBe(
      true,
    );
    expect(errorsOf(passwordResetFormSchema, { newPassword: 'secret', confirmNewPassword: 'secreT' })).toEqual({
      confirmNewPassword: { code: 'passwords_mismatch' },
    });
  });

  it('reset: reports a short password and a mismatch at once', () => {
    const errors = errorsOf(passwordResetFormSchema, { newPassword: 'abc', confirmNewPassword: 'abcdef' });
    expect(errors.newPassword?.code).toBe('too_short');
    expect(errors.confirmNewPassword?.code).toBe('passwords_mismatch');
  });
});

describe('coupon', () => {
  it('requires a code', () => {
    expect(errorsOf(couponFormSchema, { couponCode: '   ' }).couponCode?.code).toBe('required');
    expect(couponFormSchema.parse({ couponCode: ' BIENVENUE5 ' })).toEqual({ couponCode: 'BIENVENUE5' });
  });
});

describe('invisible characters (issue 21)', () => {
  it.each([
    ['NUL', 'Lé\u0000a'],
    ['a right-to-left override', 'Lé\u202ea'],
    ['a zero-width space', 'Lé\u200ba'],
    ['a zero-width joiner', 'Lé\u200da'],
    ['a byte-order mark inside the text (at its ends, trimming drops it)', 'Lé\ufeffa'],
  ])('refuses %s in a name with its own code', (_, firstName) => {
    expect(errorsOf(profileFormSchema, { firstName, lastName: 'Dubois', email: 'lea@example.fr' }).firstName).toEqual({
      code: 'invisible_characters',
    });
  });

  it('keeps accents, apostrophes, hyphens and non-breaking spaces', () => {
    expect(
      errorsOf(profileFormSchema, { firstName: 'Anne-Éloïse', lastName: 'd’Arc\u00a0Ölçer', email: 'a@example.fr' }),
    ).toEqual({});
  });
});
