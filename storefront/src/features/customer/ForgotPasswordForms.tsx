// The forgotten-password screen's forms (request, reset) with react-hook-form, their schemas and fields: a chunk of
// their own (ForgotPasswordPage's deferredForm), server-rendered in place, hydrated after the page.
import {
  Alert,
  Button,
  FormError,
  Link,
  PasswordField,
  Stack,
  Text,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import { channelFor } from '@gamelle/contract/shared/locales';
import { useRef, useState } from 'react';
import {
  ApiError,
  countryOr,
  heldUntilHydrated,
  readCookies,
  toPublicPath,
  useHeldSubmitReplayed,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import { accountClient } from './account-client.ts';
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
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
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
  return (
    <form ref={formRef} {...heldUntilHydrated} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack space="medium">
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
        <FormError error={formErrors[0]} formName="resetPasswordRequest" />
        {sentTo ? <Alert tone="positive">{t.forgotSent(sentTo)}</Alert> : null}
        <Button type="submit" loading={pending} fullWidth>
          {t.forgotSend}
        </Button>
        <Link href={toPublicPath('/connexion/', locale)}>{t.backToLogin}</Link>
      </Stack>
    </form>
  );
}

function ResetForm({ token, onDone, onExpired }: { token: string; onDone: () => void; onExpired: () => void }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
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
  const errors = form.formState.errors;
  return (
    <form ref={formRef} {...heldUntilHydrated} noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack space="medium">
        <PasswordField
          label={t.newPassword}
          description={t.passwordHelp}
          autoComplete="new-password"
          required
          formName="passwordReset"
          error={errors.newPassword}
          {...form.register('newPassword')}
        />
        <PasswordField
          label={t.confirmPassword}
          autoComplete="new-password"
          required
          formName="passwordReset"
          error={errors.confirmNewPassword}
          {...form.register('confirmNewPassword')}
        />
        <FormError error={formErrors[0]} formName="passwordReset" />
        <Button type="submit" loading={pending} fullWidth>
          {t.resetSave}
        </Button>
      </Stack>
    </form>
  );
}
