import {
  Alert,
  Button,
  Checkbox,
  FormError,
  Heading,
  Link,
  PasswordField,
  Stack,
  Text,
  TextField,
  useShopForm,
} from '@gamelle/design-system';
import type { CustomerLookupResponse } from '@gamelle/contract/customer/schema';
import { SPONSORSHIP_COOKIE } from '@gamelle/contract/sponsorship/cookie';
import { readCookie } from '@gamelle/contract/shared/cookies';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountClient } from './account-client.ts';
import { emailLookupSchema, loginSchema, registrationSchema } from './lazy-schemas.ts';
import { accountMessages } from './messages.ts';
import { IdentityFields } from './IdentityFields.tsx';
import { safeRedirectTarget } from './redirect-target.ts';
import { botToken, localGoogleToken, logIn } from './session-actions.ts';
import { isScriptUnavailable, type IdentityScripts } from './identity-scripts.ts';
import * as styles from './account.css.ts';

export interface LoginPageProps {
  /** Where to go after login (`retour`), checked by the redirect rule. */
  target?: string | undefined;
  /** A Google identity token arriving in the URL (`gi-token`). */
  googleToken?: string | undefined;
  /** The local test issuer is there (development, tests): offer its stand-in for Google. */
  localIssuer: boolean;
  /** Google's scripts configured on the server (reCAPTCHA v3 site key, Google client id); none: the local issuer. */
  scripts?: IdentityScripts;
  /** Arrived here because a call found the session over. */
  sessionEnded?: boolean;
}

type Step =
  | { step: 'email' }
  | { step: 'password'; email: string }
  | { step: 'noPassword'; email: string }
  | { step: 'register'; email: string };

/** Login (spec §2): e-mail lookup first, then the password or the registration; Google in one click. */
export function LoginPage({ target, googleToken, localIssuer, scripts = noScripts, sessionEnded }: LoginPageProps) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [step, setStep] = useState<Step>({ step: 'email' });
  const [googleError, setGoogleError] = useState(false);
  const accountHome = toPublicPath('/mon-compte/', locale);
  const destination = safeRedirectTarget(target, accountHome);

  // After login: a full page load, so every part of the page (header, cart) is rendered for the customer.
  const enter = (href: string) => window.location.assign(href);

  const { recaptcha, google } = scripts;
  // Only these screens load reCAPTCHA, as soon as they show, so a submit does not wait for it; a failure here is
  // said when the form is sent (which tries again).
  useEffect(() => {
    if (recaptcha)
      import('./script-loader.ts').then(({ loadScript }) => loadScript(recaptcha.scriptUrl)).catch(() => undefined);
  }, [recaptcha]);

  /** Google's identity token (from `gi-token` or Google's button) to a session; a failure stays here, target kept. */
  const googleLogIn = useCallback(
    async (identityToken: string): Promise<boolean> => {
      try {
        setGoogleError(false);
        const bot = await botToken('login', recaptcha);
        if (!bot) throw new Error('bot check');
        // A sign-up through a sponsorship link keeps its code, as the registration form does (issue 16).
        const sponsorCode = sponsorCodeOfCookie();
        await logIn({ googleToken: identityToken, botToken: bot, ...(sponsorCode ? { sponsorCode } : {}) }, locale);
        enter(destination);
        return true;
      } catch {
        setGoogleError(true);
        return false;
      }
    },
    [recaptcha, locale, destination],
  );

  const googleTried = useRef(false);
  useEffect(() => {
    if (!googleToken || googleTried.current) return;
    googleTried.current = true;
    void googleLogIn(googleToken).then((entered) => {
      if (entered) return;
      // On a failure the target is kept; the token is dropped from the address so a reload does not try it again.
      const url = new URL(window.location.href);
      url.searchParams.delete('gi-token');
      window.history.replaceState(window.history.state, '', url);
    });
  }, [googleToken, googleLogIn]);

  return (
    <div className={styles.narrow}>
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{step.step === 'register' ? t.registerTitle : t.loginTitle}</Heading>
          <Text as="p" tone="secondary">
            {t.loginIntro}
          </Text>
        </Stack>
        {sessionEnded ? <Alert tone="caution">{t.sessionEnded}</Alert> : null}
        {googleError ? <Alert tone="critical">{t.googleFailed}</Alert> : null}
        {step.step === 'email' ? (
          <EmailStep
            onFound={(email, found) =>
              setStep(
                !found.exists
                  ? { step: 'register', email }
                  : found.hasPassword
                    ? { step: 'password', email }
                    : { step: 'noPassword', email },
              )
            }
          />
        ) : null}
        {step.step === 'password' ? (
          <PasswordStep
            email={step.email}
            recaptcha={recaptcha}
            onDone={() => enter(destination)}
            onBack={() => setStep({ step: 'email' })}
          />
        ) : null}
        {step.step === 'noPassword' ? (
          <Stack space="medium">
            <Alert tone="info">{t.noPasswordYet(step.email)}</Alert>
            <Link href={toPublicPath('/mot-de-passe-oublie/demande/', locale)}>{t.forgotPasswordLink}</Link>
          </Stack>
        ) : null}
        {step.step === 'register' ? (
          <RegisterStep
            email={step.email}
            recaptcha={recaptcha}
            onDone={() => enter(toPublicPath('/mon-compte/bienvenue/', locale))}
            onBack={() => setStep({ step: 'email' })}
          />
        ) : null}
        {step.step !== 'register' && google ? (
          <Suspense fallback={<div className={styles.googleButton} />}>
            <GoogleSignIn google={google} onCredential={(credential) => void googleLogIn(credential)} />
          </Suspense>
        ) : null}
        {step.step !== 'register' && !google && localIssuer ? <LocalGoogle target={target} /> : null}
        {recaptcha ? (
          <Suspense fallback={null}>
            <RecaptchaNotice />
          </Suspense>
        ) : null}
      </Stack>
    </div>
  );
}

function EmailStep({ onFound }: { onFound: (email: string, found: CustomerLookupResponse) => void }) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: emailLookupSchema,
    formName: 'emailLookup',
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => onFound(email, await accountClient(locale).customer.lookup(email)),
  });
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack space="medium">
        <TextField
          label={t.email}
          type="email"
          autoComplete="email"
          required
          formName="emailLookup"
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        <FormError error={formErrors[0]} formName="emailLookup" />
        <Button type="submit" loading={pending} fullWidth>
          {t.continue}
        </Button>
      </Stack>
    </form>
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
  const { form, handleSubmit, pending, formErrors } = useShopForm({
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
  useEffect(() => form.setFocus('password'), [form]);
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack space="medium">
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
        <FormError error={formErrors[0]} formName="login" />
        {botCheckDown ? <BotCheckUnavailable pending={pending} /> : null}
        <Button type="submit" loading={pending} fullWidth>
          {t.logIn}
        </Button>
        <div className={styles.row}>
          <Link href={toPublicPath('/mot-de-passe-oublie/demande/', locale)}>{t.forgotPasswordLink}</Link>
          <Button type="button" variant="ghost" size="small" onClick={onBack}>
            {t.changeEmail}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function RegisterStep({ email, recaptcha, onDone, onBack }: StepProps) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [botCheckDown, setBotCheckDown] = useState(false);
  const { form, handleSubmit, pending, formErrors } = useShopForm({
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
  const errors = form.formState.errors;
  useEffect(() => form.setFocus('firstName'), [form]);
  return (
    <form noValidate onSubmit={handleSubmit} aria-busy={pending || undefined}>
      <Stack space="medium">
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
        <FormError error={formErrors[0]} formName="registration" />
        {botCheckDown ? <BotCheckUnavailable pending={pending} /> : null}
        <Button type="submit" loading={pending} fullWidth>
          {t.register}
        </Button>
        <Button type="button" variant="ghost" size="small" onClick={onBack}>
          {t.changeEmail}
        </Button>
      </Stack>
    </form>
  );
}

const noScripts: IdentityScripts = { recaptcha: null, google: null };

// Google's button and reCAPTCHA's notice load with the login screen only when their keys are configured: the
// account pages that share this feature's code carry none of it.
const GoogleSignIn = lazy(() => import('./google-sign-in.tsx').then((module) => ({ default: module.GoogleSignIn })));
const RecaptchaNotice = lazy(() =>
  import('./google-sign-in.tsx').then((module) => ({ default: module.RecaptchaNotice })),
);

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

/** The code a sponsorship link left in its cookie (issue 16): the registration form's prefill, a Google sign-up's. */
function sponsorCodeOfCookie(): string {
  if (typeof document === 'undefined') return '';
  return readCookie(document.cookie, SPONSORSHIP_COOKIE) ?? '';
}

/** The local test issuer's stand-in for Google's one-click: an e-mail in, back to login with `gi-token`. */
function LocalGoogle({ target }: { target: string | undefined }) {
  const t = useMessages(accountMessages);
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      const token = await localGoogleToken(email);
      const url = new URL(window.location.href);
      url.search = '';
      url.searchParams.set('gi-token', token);
      if (target) url.searchParams.set('retour', target);
      window.location.assign(url.toString());
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack space="medium">
      <Text as="p" align="center" tone="secondary">
        {t.or}
      </Text>
      <Button type="button" variant="secondary" fullWidth aria-expanded={open} onClick={() => setOpen(!open)}>
        {t.google}
      </Button>
      {open ? (
        <form onSubmit={(event) => void submit(event)} aria-label={t.localGoogleTitle}>
          <Stack space="small">
            <Text as="p" size="small" tone="secondary">
              {t.localGoogleIntro}
            </Text>
            <TextField
              label={`${t.localGoogleTitle} : ${t.email}`}
              type="email"
              required
              value={email}
              error={failed ? { code: 'invalid_email' } : undefined}
              formName="emailLookup"
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="secondary" fullWidth>
              {t.google}
            </Button>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
