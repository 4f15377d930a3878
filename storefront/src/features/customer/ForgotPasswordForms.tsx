// The forgotten-password screen's forms (request, reset) with react-hook-form, their schemas and fields: a chunk of
// their own (ForgotPasswordPage's deferredForm), server-rendered in place, hydrated after the page.
import { Alert, Link, PasswordField, Text, TextField, useShopForm } from '@gamelle/design-system';
import { channelFor } from '@gamelle/contract/shared/locales';
import { useState } from 'react';
import { ApiError, countryOr, readCookies, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { LoginScreenForm } from './LoginScreenForm.tsx';
import { passwordResetSchema, resetPasswordRequestSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';

export type ForgotPasswordFormsProps =
  { form: 'request' } | { form: 'reset'; token: string; onDone: () => void; onExpired: () => void };

/** The screen's current form (one component, so its chunk is awaited once). */
export function ForgotPasswordForms(props: ForgotPasswordFormsProps) {
  if (props.form === 'request') return <RequestForm />;
  return <ResetForm token={props.token} onDone={props.onDone} onExpired={props.onExpired} />;
}

function RequestForm() {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const shop = useShopForm({
    schema: resetPasswordRequestSchema,
    formName: 'resetPasswordRequest',
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      const channel = channelFor(countryOr(readCookies(), locale), locale);
      await accountClient(locale).customer.requestPasswordReset({
        email,
        localeCode: channel.shopLocaleCode as 'fr_FR',
      });
      setSentTo(email);
    },
  });
  const { form } = shop;
  return (
    <LoginScreenForm
      shop={shop}
      formName="resetPasswordRequest"
      submitLabel={t.forgotSend}
      notice={sentTo ? <Alert tone="positive">{t.forgotSent(sentTo)}</Alert> : null}
      after={<Link href={toPublicPath('/connexion/', locale)}>{t.backToLogin}</Link>}
    >
      <Text as="p">{t.forgotIntro}</Text>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        required
        formName="resetPasswordRequest"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
    </LoginScreenForm>
  );
}

function ResetForm({ token, onDone, onExpired }: { token: string; onDone: () => void; onExpired: () => void }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const shop = useShopForm({
    schema: passwordResetSchema,
    formName: 'passwordReset',
    defaultValues: { newPassword: '', confirmNewPassword: '' },
    onSubmit: async (values) => {
      try {
        await accountClient(locale).customer.resetPassword(token, values);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return onExpired();
        throw error;
      }
      onDone();
    },
  });
  const errors = shop.form.formState.errors;
  return (
    <LoginScreenForm shop={shop} formName="passwordReset" submitLabel={t.resetSave}>
      <PasswordField
        label={t.newPassword}
        description={t.passwordHelp}
        autoComplete="new-password"
        required
        formName="passwordReset"
        error={errors.newPassword}
        {...shop.form.register('newPassword')}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        required
        formName="passwordReset"
        error={errors.confirmNewPassword}
        {...shop.form.register('confirmNewPassword')}
      />
    </LoginScreenForm>
  );
}
