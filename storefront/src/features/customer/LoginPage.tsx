import { Alert, Button, Heading, Link, Stack, Text, TextField } from '@gamelle/design-system';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { deferredForm, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import type { LoginFormStep } from './LoginForms.tsx';
import { accountMessages } from './messages.ts';
import { screenAt } from '@gamelle/contract/shared/site-routes';
import { safeRedirectTarget } from './redirect-target.ts';
import { botToken, localGoogleToken, logIn } from './session-actions.ts';
import type { IdentityScripts } from './identity-scripts.ts';
import { sponsorCodeOfCookie } from './sponsor-cookie.ts';
import * as styles from './account.css.ts';

// The forms (react-hook-form, their schemas and fields) hydrate from their own chunk, after the page's first paint:
// server-rendered in place, what is typed meanwhile kept, a submit held until they are live (deferredForm).
const { Form: LoginForms, preload: preloadLoginForms } = deferredForm(() =>
  import('./LoginForms.tsx').then((module) => ({ default: module.LoginForms })),
);
export { preloadLoginForms };

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

type Step = LoginFormStep | { step: 'noPassword'; email: string };

/** Login (spec §2): e-mail lookup first, then the password or the registration; Google in one click. */
export function LoginPage({ target, googleToken, localIssuer, scripts = noScripts, sessionEnded }: LoginPageProps) {
  const t = useMessages(accountMessages);
  const locale = useLocale();
  const [step, setStep] = useState<Step>({ step: 'email' });
  const [googleError, setGoogleError] = useState(false);
  const accountHome = toPublicPath('/mon-compte/', locale);
  const destination = safeRedirectTarget(target, accountHome);
  // A registration made on the way to the order funnel goes on with the order (the cart is now the customer's): the
  // welcome page offered only « my account », and the customer had to find the cart again. Any other: the welcome.
  const afterRegistration =
    screenAt(new URL(destination, 'http://shop.invalid').pathname).screen === 'checkout'
      ? destination
      : toPublicPath('/mon-compte/bienvenue/', locale);

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
        {step.step === 'noPassword' ? (
          <Stack space="medium">
            <Alert tone="info">{t.noPasswordYet(step.email)}</Alert>
            <Link href={toPublicPath('/mot-de-passe-oublie/demande/', locale)}>{t.forgotPasswordLink}</Link>
          </Stack>
        ) : (
          <LoginForms
            step={step}
            recaptcha={recaptcha}
            onFound={(email, found) =>
              setStep(
                !found.exists
                  ? { step: 'register', email }
                  : found.hasPassword
                    ? { step: 'password', email }
                    : { step: 'noPassword', email },
              )
            }
            onLoggedIn={() => enter(destination)}
            onRegistered={() => enter(afterRegistration)}
            onBack={() => setStep({ step: 'email' })}
          />
        )}
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

const noScripts: IdentityScripts = { recaptcha: null, google: null };

// Google's button and reCAPTCHA's notice load with the login screen only when their keys are configured: the
// account pages that share this feature's code carry none of it.
const GoogleSignIn = lazy(() => import('./google-sign-in.tsx').then((module) => ({ default: module.GoogleSignIn })));
const RecaptchaNotice = lazy(() =>
  import('./google-sign-in.tsx').then((module) => ({ default: module.RecaptchaNotice })),
);

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
