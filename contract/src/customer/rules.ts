// Account forms of spec §5: e-mail lookup, login, registration, profile, passwords, coupon, newsletter.
import { z } from 'zod/mini';
import { BIRTH_DATE_MAX_YEARS_AGO, TEXT_LIMITS } from '../shared/limits.ts';
import { LOCALES } from '../shared/locales.ts';
import { sponsorshipCodeField } from '../sponsorship/schema.ts';
import {
  emailField,
  emptyToUndefined,
  evenWithFieldErrors,
  isCalendarDate,
  isoDateDaysAgo,
  isoDateYearsAgo,
  preprocess,
  requiredText,
} from '../shared/fields.ts';

/** First step of login: the e-mail is looked up to choose between password entry and registration. */
export const emailLookupFormSchema = z.object({ email: emailField() });

/** Newsletter sign-up (its invalid e-mail text is 'L'adresse email n'est pas valide', see messages). */
export const newsletterFormSchema = z.object({ email: emailField() });

/** Login: any password length error is reported as a wrong password, never as a length hint. */
export const loginFormSchema = z.object({
  email: emailField(),
  password: preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'required' })
      .check(z.minLength(TEXT_LIMITS.password.min, { error: 'wrong_password' }))
      .check(z.maxLength(TEXT_LIMITS.password.max, { error: 'wrong_password' })),
  ),
});

const password = () =>
  preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ error: 'required' })
      .check(z.minLength(TEXT_LIMITS.password.min, { error: 'too_short' }))
      .check(z.maxLength(TEXT_LIMITS.password.max, { error: 'too_long' })),
  );

/** A birthday: a real date, in the past, at most 120 years ago. Optional unless `required`. */
export function birthdayField(required = false) {
  const date = z.string({ error: required ? 'required' : 'invalid' }).check(
    z.superRefine((value, ctx) => {
      if (!isCalendarDate(value)) return void ctx.addIssue({ code: 'custom', message: 'invalid' });
      // "In the past": today is refused, so the latest accepted day (shown in the message) is yesterday.
      const yesterday = isoDateDaysAgo(1);
      if (value > yesterday) ctx.addIssue({ code: 'custom', message: 'date_too_late', params: { max: yesterday } });
      const oldest = isoDateYearsAgo(BIRTH_DATE_MAX_YEARS_AGO);
      if (value < oldest) ctx.addIssue({ code: 'custom', message: 'date_too_early', params: { min: oldest } });
    }),
  );
  return preprocess(emptyToUndefined, required ? date : z.optional(date));
}

const name = () => requiredText(TEXT_LIMITS.name);
const gender = preprocess(emptyToUndefined, z.optional(z.enum(['m', 'f'], { error: 'invalid' })));

export const registrationFormSchema = z.object({
  email: emailField(),
  password: password(),
  firstName: name(),
  lastName: name(),
  gender,
  birthday: birthdayField(),
  subscribedToNewsletter: z.optional(z.boolean({ error: 'invalid' })),
  /** A friend's sponsorship code (issue 16): filled from the link's cookie, or typed; optional. */
  sponsorCode: preprocess(emptyToUndefined, z.optional(sponsorshipCodeField())),
});

/** Personal data page (spec §2: includes the communication language). */
export const profileFormSchema = z.object({
  email: emailField(),
  firstName: name(),
  lastName: name(),
  gender,
  birthday: birthdayField(),
  subscribedToNewsletter: z.optional(z.boolean({ error: 'invalid' })),
  communicationLanguage: preprocess(emptyToUndefined, z.optional(z.enum(LOCALES, { error: 'invalid' }))),
});

/** Password change: the call sends `newPassword` as its own `confirmNewPassword` (spec §5). */
export const passwordChangeFormSchema = z.object({
  currentPassword: password(),
  newPassword: password(),
});

/** Reset after the e-mail link: the confirmation must equal the new password. */
export const passwordResetFormSchema = z.object({ newPassword: password(), confirmNewPassword: password() }).check(
  z.superRefine((values, ctx) => {
    if (typeof values.confirmNewPassword === 'string' && values.confirmNewPassword !== values.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'passwords_mismatch' });
    }
  }, evenWithFieldErrors),
);

/** Forgot password: the address the reset e-mail goes to. */
export const resetPasswordRequestFormSchema = z.object({ email: emailField() });

/** A coupon code is required to apply one. */
export const couponFormSchema = z.object({ couponCode: requiredText({ max: 255 }) });

export type LoginFormValues = z.output<typeof loginFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;
export type ProfileFormValues = z.output<typeof profileFormSchema>;
export type PasswordChangeFormValues = z.output<typeof passwordChangeFormSchema>;
export type PasswordResetFormValues = z.output<typeof passwordResetFormSchema>;
export type CouponFormValues = z.output<typeof couponFormSchema>;
