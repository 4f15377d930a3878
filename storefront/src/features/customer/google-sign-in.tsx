// Google's own parts of the login screen, loaded only when their keys are configured (LoginPage's lazy doors):
// the sign-in button of Google Identity Services and the notice reCAPTCHA asks for when its badge is hidden.
import { Alert, Button, Link, Stack, Text } from '@gamelle/design-system';
import { useEffect, useRef, useState } from 'react';
import { defineMessages, useLocale, useMessages } from '../shared/index.ts';
import { googleAccountsId } from './google-scripts.ts';
import type { IdentityScripts } from './identity-scripts.ts';
import * as styles from './account.css.ts';

export const googleMessages = defineMessages(
  {
    or: 'ou',
    googleUnavailable: 'Le bouton Google n’a pas pu se charger. Réessayez, ou connectez-vous avec votre e-mail.',
    retry: 'Réessayer',
    // Google's wording for a page that hides the reCAPTCHA badge (the links are Google's).
    recaptchaNoticeStart: 'Ce site est protégé par reCAPTCHA, et les ',
    recaptchaPrivacy: 'règles de confidentialité',
    recaptchaAnd: ' et les ',
    recaptchaTerms: 'conditions d’utilisation',
    recaptchaNoticeEnd: ' de Google s’appliquent.',
  },
  {
    or: 'of',
    googleUnavailable: 'De Google-knop kon niet laden. Probeer het opnieuw of log in met uw e-mailadres.',
    retry: 'Opnieuw proberen',
    recaptchaNoticeStart: 'Deze site wordt beschermd door reCAPTCHA en het ',
    recaptchaPrivacy: 'privacybeleid',
    recaptchaAnd: ' en de ',
    recaptchaTerms: 'servicevoorwaarden',
    recaptchaNoticeEnd: ' van Google zijn van toepassing.',
  },
);

/** The text Google asks for when its reCAPTCHA badge is hidden (account.css.ts hides it on these screens). */
export function RecaptchaNotice() {
  const t = useMessages(googleMessages);
  const locale = useLocale();
  return (
    <Text as="p" size="small" tone="secondary" align="center">
      {t.recaptchaNoticeStart}
      <Link href={`https://policies.google.com/privacy?hl=${locale}`} external>
        {t.recaptchaPrivacy}
      </Link>
      {t.recaptchaAnd}
      <Link href={`https://policies.google.com/terms?hl=${locale}`} external>
        {t.recaptchaTerms}
      </Link>
      {t.recaptchaNoticeEnd}
    </Text>
  );
}

/**
 * Google's own "Sign in with Google" button (Identity Services), in the page's language; its callback's credential
 * logs in. A script that cannot load is said with a retry; the e-mail form stays usable.
 */
export function GoogleSignIn({
  google,
  onCredential,
}: {
  google: NonNullable<IdentityScripts['google']>;
  onCredential: (credential: string) => void;
}) {
  const t = useMessages(googleMessages);
  const locale = useLocale();
  const slot = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const callback = useRef(onCredential);
  callback.current = onCredential;
  useEffect(() => {
    let live = true;
    setFailed(false);
    googleAccountsId(google)
      .then((id) => {
        const parent = slot.current;
        if (!live || !parent) return;
        id.initialize({
          client_id: google.clientId,
          callback: (response) => callback.current(response.credential),
          ux_mode: 'popup',
          context: 'signin',
          itp_support: true,
        });
        id.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'continue_with',
          shape: 'rectangular',
          logo_alignment: 'center',
          width: Math.min(400, Math.max(200, Math.round(parent.clientWidth || 320))),
          locale,
        });
      })
      .catch(() => {
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [google, locale, attempt]);
  return (
    <Stack space="medium">
      <Text as="p" align="center" tone="secondary">
        {t.or}
      </Text>
      <div ref={slot} className={styles.googleButton} data-google-sign-in="" />
      {failed ? (
        <Alert tone="caution">
          <Stack space="small">
            <span>{t.googleUnavailable}</span>
            <div>
              <Button type="button" variant="secondary" size="small" onClick={() => setAttempt((n) => n + 1)}>
                {t.retry}
              </Button>
            </div>
          </Stack>
        </Alert>
      ) : null}
    </Stack>
  );
}
