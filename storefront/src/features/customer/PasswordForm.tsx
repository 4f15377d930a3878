// The personal data page's password change (react-hook-form, its schema, the fields, the bot check before the new
// sign-in): a chunk of its own (PersonalDataPage's second deferredForm), server-rendered in place, hydrated after the
// page; a save pressed meanwhile is held, then sent (held-submits.ts).
import { Alert, Button, FormError, Heading, PasswordField, Stack, useShopForm } from '@gamelle/design-system';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { heldFormUntilHydrated, useHeldSubmitReplayed, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { identityScriptsQuery, isScriptUnavailable } from './identity-scripts.ts';
import { passwordChangeSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import { botToken, logIn } from './session-actions.ts';
import * as styles from './account.css.ts';

/** The password change: the change signs every device out, and this one signs in again with the new password. */
export function PasswordForm({ customerId, email }: { customerId: number; email: string }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const [botCheckDown, setBotCheckDown] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: passwordChangeSchema,
    formName: 'passwordChange',
    defaultValues: { currentPassword: '', newPassword: '' },
    onSubmit: async (values) => {
      setChanged(false);
      setBotCheckDown(false);
      // The change signs every device out (the server revokes the refresh tokens): this one signs in again, with a
      // bot-check token asked first (reCAPTCHA in production), so a script that cannot load changes nothing.
      let bot: string;
      try {
        bot = await botToken('login', (await queryClient.fetchQuery(identityScriptsQuery)).recaptcha);
      } catch (error) {
        if (isScriptUnavailable(error)) return setBotCheckDown(true);
        throw error;
      }
      await accountClient(locale).customer.changePassword(customerId, values);
      await logIn({ email, password: values.newPassword, botToken: bot }, locale);
      form.reset({ currentPassword: '', newPassword: '' });
      setChanged(true);
    },
  });
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="password-title" className={styles.card}>
      <form
        ref={formRef}
        {...heldFormUntilHydrated}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={pending || undefined}
      >
        <Stack space="medium">
          <Heading level={2} size="4" id="password-title">
            {t.passwordTitle}
          </Heading>
          <PasswordField
            label={t.currentPassword}
            autoComplete="current-password"
            required
            formName="passwordChange"
            error={errors.currentPassword}
            {...form.register('currentPassword')}
          />
          <PasswordField
            label={t.newPassword}
            description={t.passwordHelp}
            autoComplete="new-password"
            required
            formName="passwordChange"
            error={errors.newPassword}
            {...form.register('newPassword')}
          />
          <FormError error={formErrors[0]} formName="passwordChange" />
          {botCheckDown ? <Alert tone="caution">{t.botCheckUnavailable}</Alert> : null}
          {changed ? <Alert tone="positive">{t.passwordChanged}</Alert> : null}
          <div>
            <Button type="submit" loading={pending}>
              {t.passwordSave}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
