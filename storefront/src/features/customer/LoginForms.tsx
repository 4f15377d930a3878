// The login screen's forms (e-mail lookup, password, registration) with react-hook-form, their schemas and field
// components: a chunk of their own (LoginPage's deferredForm), server-rendered in place, hydrated after the page.
import {
  Alert,
  Button,
  Checkbox,
  Link,
  PasswordField,
  Stack,
  Text,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import type { CustomerLookupResponse } from '@gamelle/contract/customer/schema';
import { useEffect, useState } from 'react';
import { ApiError, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { emailLookupSchema, loginSchema, registrationSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { LoginScreenForm } from './LoginScreenForm.tsx';
import { botToken, logIn } from './session-actions.ts';
import { isScriptUnavailable, type IdentityScripts } from './identity-scripts.ts';
import { sponsorCodeOfCookie } from './sponsor-cookie.ts';
import * as styles from './account.css.ts';

/** The login screen's step with a form. */
export type LoginFormStep =
  { step: 'email' } | { step: 'password'; email: string } | { step: 'register'; email: string };

export interface LoginFormsProps {
  step: LoginFormStep;
  recaptcha: IdentityScripts['recaptcha'];
  onFound: (email: string, found: CustomerLookupResponse) => void;
  onLoggedIn: () => void;
  onRegistered: () => void;
  onBack: () => void;
}

/** The form of the login screen's current step (one component, so its chunk is awaited once). */
export function LoginForms({ step, recaptcha, onFound, onLoggedIn, onRegistered, onBack }: LoginFormsProps) {
  if (step.step === 'email') return <EmailStep onFound={onFound} />;
  if (step.step === 'password')
    return <PasswordStep email={step.email} recaptcha={recaptcha} onDone={onLoggedIn} onBack={onBack} />;
  return <RegisterStep email={step.email} recaptcha={recaptcha} onDone={onRegistered} onBack={onBack} />;
}

function EmailStep({ onFound }: { onFound: (email: string, found: CustomerLookupResponse) => void }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const shop = useShopForm({
    schema: emailLookupSchema,
    formName: 'emailLookup',
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => onFound(email, await accountClient(locale).customer.lookup(email)),
  });
  const { form } = shop;
  return (
    <LoginScreenForm shop={shop} formName="emailLookup" submitLabel={t.continue}>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        required
        formName="emailLookup"
        error={form.formState.errors.email}
        {...form.register('email')}
      />
    </LoginScreenForm>
  );
}

interface StepProps {
  email: string;
  recaptcha: IdentityScripts['recaptcha'];
  onDone: () => void;
  onBack: () => void;
}

function PasswordStep({ email, recaptcha, onDone, onBack }: StepProps) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [botCheckDown, setBotCheckDown] = useState(false);
  const shop = useShopForm({
    schema: loginSchema,
    formName: 'login',
    defaultValues: { email, password: '' },
    onSubmit: async (values) => {
      setBotCheckDown(false);
      const bot = await botTokenOrNull('login', recaptcha);
      if (bot === null) return setBotCheckDown(true);
      try {
        await logIn({ ...values, botToken: bot }, locale);
      } catch (error) {
        // A wrong password (401) reads the spec's message on the field; a throttle or outage its own message.
        if (error instanceof ApiError && error.status === 401) {
          throw { violations: [{ propertyPath: 'password', message: t.wrongPassword, code: 'wrong_password' }] };
        }
        throw error;
      }
      onDone();
    },
  });
  const { form } = shop;
  useEffect(() => form.setFocus('password'), [form]);
  return (
    <LoginScreenForm
      shop={shop}
      formName="login"
      submitLabel={t.logIn}
      notice={botCheckDown ? <BotCheckUnavailable pending={shop.pending} /> : null}
      after={
        <div className={styles.row}>
          <Link href={toPublicPath('/mot-de-passe-oublie/demande/', locale)}>{t.forgotPasswordLink}</Link>
          <ChangeEmail onBack={onBack} />
        </div>
      }
    >
      <Text as="p">{t.knownEmail(email)}</Text>
      <input type="hidden" autoComplete="username" value={email} readOnly {...{ name: 'email' }} />
      <PasswordField
        label={t.password}
        autoComplete="current-password"
        required
        formName="login"
        error={form.formState.errors.password}
        {...form.register('password')}
      />
    </LoginScreenForm>
  );
}

function RegisterStep({ email, recaptcha, onDone, onBack }: StepProps) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [botCheckDown, setBotCheckDown] = useState(false);
  const shop = useShopForm({
    schema: registrationSchema,
    formName: 'registration',
    defaultValues: {
      email,
      password: '',
      firstName: '',
      lastName: '',
      gender: '',
      birthday: '',
      subscribedToNewsletter: false,
      sponsorCode: sponsorCodeOfCookie(),
    },
    onSubmit: async (values) => {
      setBotCheckDown(false);
      // Both tokens first (reCAPTCHA's live two minutes): the account is never created without the login after it.
      const registerToken = await botTokenOrNull('register', recaptcha);
      const loginToken = registerToken === null ? null : await botTokenOrNull('login', recaptcha);
      if (registerToken === null || loginToken === null) return setBotCheckDown(true);
      const client = accountClient(locale);
      await client.customer.register({
        ...values,
        localeCode: client.shop.localeCode as 'fr_FR',
        botToken: registerToken,
      });
      await logIn({ email: values.email, password: values.password, botToken: loginToken }, locale);
      onDone();
    },
  });
  const { form } = shop;
  const errors = form.formState.errors;
  useEffect(() => form.setFocus('firstName'), [form]);
  return (
    <LoginScreenForm
      shop={shop}
      formName="registration"
      submitLabel={t.register}
      notice={botCheckDown ? <BotCheckUnavailable pending={shop.pending} /> : null}
      after={<ChangeEmail onBack={onBack} />}
    >
      <Text as="p">{t.newEmail(email)}</Text>
      <TextField
        label={t.email}
        type="email"
        autoComplete="email"
        required
        formName="registration"
        error={errors.email}
        {...form.register('email')}
      />
      <IdentityFields form={form} formName="registration" />
      <PasswordField
        label={t.password}
        description={t.passwordHelp}
        autoComplete="new-password"
        required
        formName="registration"
        error={errors.password}
        {...form.register('password')}
      />
      <Checkbox
        label={t.newsletter}
        formName="registration"
        error={errors.subscribedToNewsletter}
        {...form.register('subscribedToNewsletter')}
      />
      <TextField
        label={t.sponsorCode}
        description={t.sponsorCodeHelp}
        autoComplete="off"
        autoCapitalize="characters"
        formName="registration"
        error={errors.sponsorCode}
        {...form.register('sponsorCode')}
      />
    </LoginScreenForm>
  );
}

/** Back to the e-mail step. */
function ChangeEmail({ onBack }: { onBack: () => void }) {
  const t = useMessages(accountMessages);
  return (
    <Button type="button" variant="ghost" size="small" onClick={onBack}>
      {t.changeEmail}
    </Button>
  );
}

/** A bot-check token, or null when Google's script could not load or answer (the form then says so). */
async function botTokenOrNull(
  action: 'login' | 'register',
  recaptcha: IdentityScripts['recaptcha'],
): Promise<string | null> {
  try {
    return await botToken(action, recaptcha);
  } catch (error) {
    if (isScriptUnavailable(error)) return null;
    throw error;
  }
}

/** reCAPTCHA could not load or answer: said on the form, whose values stay; its retry sends the form again. */
function BotCheckUnavailable({ pending }: { pending: boolean }) {
  const t = useMessages(accountMessages);
  return (
    <Alert tone="caution">
      <Stack space="small">
        <span>{t.botCheckUnavailable}</span>
        <div>
          <Button type="submit" variant="secondary" size="small" disabled={pending}>
            {t.retry}
          </Button>
        </div>
      </Stack>
    </Alert>
  );
}
