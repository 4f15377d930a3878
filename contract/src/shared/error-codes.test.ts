// Schemas put their code in the issue message: a misspelt code would silently become 'invalid' in the UI.
// Feed every form schema bad input and check that each raw message is a known code.
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { isErrorCode, FORM_NAMES } from './error-codes.ts';
import { messages } from './messages.ts';
import { fieldErrorsFromZodError } from './violations.ts';
import * as account from '../customer/rules.ts';
import { addressFormSchema } from '../address/rules.ts';
import { abortSubscriptionFormSchema, subscriptionContactFormSchema } from '../service/contact.ts';
import { anonymousContactFormSchema, contactFormSchema, contactRequestBodySchema } from '../service/contact-request.ts';
import * as pet from '../pet/rules.ts';
import { rationCalculatorFormSchema } from '../guide/ration-rules.ts';
import { tagManagerIdSchema } from '../marketing/tag-manager.ts';
import { cartQueryActionSchema, variantCodesQuerySchema } from '../catalogue/variant-code.ts';

const long = 'x'.repeat(6000);
const badInputs: unknown[] = [
  {},
  {
    email: 'x',
    password: 'a',
    firstName: long,
    lastName: '',
    birthday: '1800-01-01',
    gender: 'x',
    communicationLanguage: 'de',
    currentPassword: long,
    newPassword: 'abc',
    confirmNewPassword: 'abd',
    couponCode: ' ',
  },
  {
    alias: '🐶',
    firstName: 'a@',
    company: long,
    countryCode: 'XX',
    street: long,
    street2: long,
    postcode: '1',
    city: 'a',
    phoneNumber: '1',
    phoneNumberCountry: 'ES',
    phoneNumber2: '2',
    isDefault: 'yes',
  },
  { countryCode: 'BE', postcode: '123', phoneNumber: '0470' },
  {
    type: 'cat',
    gender: 'x',
    name: long,
    breed: '',
    birthday: '2999-01-01',
    years: -1,
    months: 1.5,
    sterilized: 'no',
    weight: 20,
    condition: 'round',
    activity: '',
    feature: '',
    feeds: [],
    kibbleBrand: '',
    recipes: ['a', 'b', 'c', 'd'],
    mealFrequency: 'hourly',
  },
  { weight: -1, birthday: '1960-01-01' },
  { weight: 'abc', ageInMonths: 'x', message: long, reason: '', file: { name: 'a', size: 9e9, type: 'text/html' } },
  { variantId: '123', quantity: 0, targetQuantity: 'x' },
];

const schemas: [string, z.core.$ZodType][] = [
  ['emailLookupFormSchema', account.emailLookupFormSchema],
  ['newsletterFormSchema', account.newsletterFormSchema],
  ['loginFormSchema', account.loginFormSchema],
  ['registrationFormSchema', account.registrationFormSchema],
  ['profileFormSchema', account.profileFormSchema],
  ['passwordChangeFormSchema', account.passwordChangeFormSchema],
  ['passwordResetFormSchema', account.passwordResetFormSchema],
  ['resetPasswordRequestFormSchema', account.resetPasswordRequestFormSchema],
  ['couponFormSchema', account.couponFormSchema],
  ['addressFormSchema', addressFormSchema],
  ['contactFormSchema', contactFormSchema],
  ['anonymousContactFormSchema', anonymousContactFormSchema],
  ['contactRequestBodySchema', contactRequestBodySchema],
  ['abortSubscriptionFormSchema', abortSubscriptionFormSchema],
  ['subscriptionContactFormSchema', subscriptionContactFormSchema],
  ['petFormSchema', pet.petFormSchema],
  ['petGuideProfileSchema', pet.petGuideProfileSchema],
  ['petGuideShapeSchema', pet.petGuideShapeSchema],
  ['petGuideDietSchema', pet.petGuideDietSchema],
  ['biNutritionProfileSchema', pet.biNutritionProfileSchema],
  ['biNutritionRecipesSchema', pet.biNutritionRecipesSchema(3)],
  ['rationCalculatorFormSchema', rationCalculatorFormSchema],
  ['tagManagerIdSchema', tagManagerIdSchema],
  ['variantCodesQuerySchema', variantCodesQuerySchema],
  ['cartQueryActionSchema', cartQueryActionSchema],
];

describe('error codes', () => {
  it.each(schemas)('%s only reports known codes', (_name, schema) => {
    const seen = new Set<string>();
    for (const input of badInputs) {
      const result = z.safeParse(schema, input);
      for (const issue of result.error?.issues ?? []) seen.add(issue.message);
    }
    expect(seen.size).toBeGreaterThan(0);
    expect([...seen].filter((message) => !isErrorCode(message))).toEqual([]);
  });

  it.each(schemas)('%s refuses a body that is not an object without throwing', (_name, schema) => {
    for (const input of [null, undefined, 'x', 42, [], true]) {
      expect(() => z.safeParse(schema, input)).not.toThrow();
      expect(z.safeParse(schema, input).success).toBe(false);
    }
  });

  it("maps zod's own root errors (a body that is not an object) to 'invalid'", () => {
    const result = z.safeParse(addressFormSchema, null);
    expect(result.error && fieldErrorsFromZodError(result.error)).toEqual({ '': { code: 'invalid' } });
  });

  it('has key-level texts only for known forms, in both languages', () => {
    for (const key of Object.keys(messages.fr.keys)) {
      if (key === 'forms.phone.error') continue;
      const match = /^forms\.(\w+)\.(\w+)\.errors\.(\w+)$/.exec(key);
      expect(match, key).not.toBeNull();
      expect(FORM_NAMES as readonly string[]).toContain(match?.[1]);
      expect(isErrorCode(match?.[3])).toBe(true);
    }
  });
});
