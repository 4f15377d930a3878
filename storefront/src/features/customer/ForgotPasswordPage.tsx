import { Alert, Heading, Link, Stack } from '@gamelle/design-system';
import { useState } from 'react';
import { deferredForm, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import { accountMessages } from './messages.ts';
import * as styles from './account.css.ts';

// The forms (react-hook-form, their schemas and fields) hydrate from their own chunk, after the page's first paint:
// server-rendered in place, what is typed meanwhile kept, a submit held until they are live (deferredForm).
const { Form: ForgotPasswordForms, preload: preloadForgotPasswordForms } = deferredForm(() =>
  import('./ForgotPasswordForms.tsx').then((module) => ({ default: module.ForgotPasswordForms })),
);
export { preloadForgotPasswordForms };

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
            <ForgotPasswordForms form="request" />
          </>
        ) : (
          <ForgotPasswordForms
            form="reset"
            token={token}
            onDone={() => setDone(true)}
            onExpired={() => setExpired(true)}
          />
        )}
      </Stack>
    </div>
  );
}
