import {
  Alert,
  Button,
  Checkbox,
  FormError,
  Heading,
  PasswordField,
  RadioGroup,
  Stack,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import type { Customer } from '@gamelle/contract/customer/schema';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { passwordChangeSchema, profileSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { botToken, logIn } from './session-actions.ts';
import { identityScriptsQuery, isScriptUnavailable } from './identity-scripts.ts';
import { customerKeys, customerQuery } from './queries.ts';
import * as styles from './account.css.ts';

/** Personal data (spec §2): identity, e-mail, communication language, newsletter; and the password change. */
export function PersonalDataPage({ customerId }: { customerId: number }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const { data: customer } = useSuspenseQuery(customerQuery(locale, customerId));
  return (
    <Stack space="xlarge">
      <Heading level={1}>{t.personalTitle}</Heading>
      <ProfileForm customer={customer} />
      <PasswordForm customerId={customerId} email={customer.email} />
    </Stack>
  );
}

function ProfileForm({ customer }: { customer: Customer }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: profileSchema,
    formName: 'profile',
    defaultValues: {
      email: customer.email,
      firstName: customer.firstName,
      lastName: customer.lastName,
      gender: customer.gender ?? '',
      birthday: customer.birthday ?? '',
      subscribedToNewsletter: customer.subscribedToNewsletter,
      communicationLanguage: customer.communicationLanguage,
    },
    onSubmit: async (values) => {
      setSaved(false);
      const updated = await accountClient(locale).customer.update(customer.id, {
        email: values.email,
        firstName: values.firstName,
        lastName: values.lastName,
        gender: values.gender ?? null,
        birthday: values.birthday ?? null,
        subscribedToNewsletter: values.subscribedToNewsletter ?? false,
        ...(values.communicationLanguage ? { communicationLanguage: values.communicationLanguage } : {}),
      });
      queryClient.setQueryData(customerKeys.customer(customer.id), updated);
      setSaved(true);
    },
  });
  const errors = form.formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined} className={styles.card}>
      <Stack space="medium">
        <IdentityFields form={form} formName="profile" />
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          formName="profile"
          error={errors.email}
          {...form.register('email')}
        />
        <RadioGroup
          label={t.communicationLanguage}
          orientation="horizontal"
          formName="profile"
          options={[
            { value: 'fr', label: <span lang="fr">{t.languageFr}</span> },
            { value: 'nl', label: <span lang="nl">{t.languageNl}</span> },
          ]}
          error={errors.communicationLanguage}
          {...form.register('communicationLanguage')}
        />
        <Checkbox
          label={t.newsletter}
          formName="profile"
          error={errors.subscribedToNewsletter}
          {...form.register('subscribedToNewsletter')}
        />
        <FormError error={formErrors[0]} formName="profile" />
        {saved ? <Alert tone="positive">{t.saved}</Alert> : null}
        <div>
          <Button type="submit" loading={pending}>
            {t.save}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function PasswordForm({ customerId, email }: { customerId: number; email: string }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState(false);
  const [botCheckDown, setBotCheckDown] = useState(false);
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
      <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
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
