import {
  Alert,
  Button,
  FormError,
  Heading,
  Link,
  PasswordField,
  Stack,
  Text,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import { channelFor } from '@gamelle/contract/shared/locales';
import { useState } from 'react';
import { ApiError, countryOr, readCookies, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { passwordResetSchema, resetPasswordRequestSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import * as styles from './account.css.ts';

/** The request form's own path segment; any other value of `{forgotPassword}` is a reset token. */
export const forgotPasswordRequestSegment = 'demande';

/** Forgot password (spec §2): the request form, or the e-mail link's reset form. */
export function ForgotPasswordPage({ token }: { token: string }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const isRequest = token === forgotPasswordRequestSegment;
  return (
    <div className={styles.narrow}>
      <Stack space="large">
        <Heading level={1}>{isRequest || expired ? t.forgotTitle : t.resetTitle}</Heading>
        {done ? (
          <Stack space="medium">
            <Alert tone="positive">{t.resetDone}</Alert>
            <Link href={toPublicPath('/connexion/', locale)} weight="strong">
              {t.backToLogin}
            </Link>
          </Stack>
        ) : isRequest || expired ? (
          <>
            {expired ? <Alert tone="caution">{t.resetExpired}</Alert> : null}
            <RequestForm />
          </>
        ) : (
          <ResetForm token={token} onDone={() => setDone(true)} onExpired={() => setExpired(true)} />
        )}
      </Stack>
    </div>
  );
}

function RequestForm() {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
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
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
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
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
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
