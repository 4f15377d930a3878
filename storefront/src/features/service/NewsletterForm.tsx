import { Alert, Button, TextField } from '@gamelle/design-system';
import { emailErrorCode } from '@gamelle/contract/shared/email';
import { newsletterCalls } from '@gamelle/contract/service/newsletter-api';
import type { NewsletterSource } from '@gamelle/contract/service/newsletter';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  ApiError,
  apiConfig,
  countryOr,
  errorText,
  heldFormUntilHydrated,
  readCookies,
  useHeldSubmitReplayed,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import { newsletterMessages } from './newsletter-messages.ts';
import * as styles from './newsletter.css.ts';

export interface NewsletterFormProps {
  /** Where the visitor signed up (the home block, the footer, the exit pop-up), kept with the sign-up. */
  source: NewsletterSource;
  /** Called once the confirmation e-mail is on its way (the pop-up closes itself a moment later). */
  onSent?: (email: string) => void;
}

type FieldError = { code: string; message?: string } | undefined;

/**
 * The newsletter sign-up: one e-mail field, checked with the rule of spec §5 before sending ('L'adresse email n'est
 * pas valide'), then by the server; the answer never says whether the address was already listed. No zod: this
 * form is on every page (footer).
 */
export function NewsletterForm({ source, onSent }: NewsletterFormProps) {
  const t = useMessages(newsletterMessages);
  const locale = useLocale();
  const [error, setError] = useState<FieldError>();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const statusId = useId();
  // Until the form's code runs, a press is held (a native submit would put the e-mail in the page's URL), then sent.
  const formRef = useRef<HTMLFormElement>(null);
  useHeldSubmitReplayed(formRef);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    // Read from the form, not from state: what was typed before the page's code ran is kept (uncontrolled field).
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const code = emailErrorCode(email);
    if (code) return setError({ code });
    setError(undefined);
    setPending(true);
    try {
      await newsletterCalls(apiConfig(locale, countryOr(readCookies(), locale))).signUp(email.trim(), source);
      setSentTo(email.trim());
      onSent?.(email.trim());
    } catch (caught) {
      const violation =
        caught instanceof ApiError ? caught.violations.find((v) => v.propertyPath === 'email') : undefined;
      if (violation) setError({ code: violation.code ?? 'invalid_email', message: violation.message });
      else setFailure(caught instanceof ApiError && caught.status === 429 ? errorText(caught) : t.defaultError);
    } finally {
      setPending(false);
    }
  }

  if (sentTo)
    return (
      <div role="status" aria-live="polite">
        <Alert tone="positive">{t.sent(sentTo)}</Alert>
      </div>
    );
  return (
    <form
      ref={formRef}
      {...heldFormUntilHydrated}
      className={styles.form}
      noValidate
      onSubmit={submit}
      aria-busy={pending || undefined}
    >
      <div className={styles.row}>
        <TextField
          label={t.emailLabel}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t.emailPlaceholder}
          required
          formName="newsletter"
          error={error}
          onChange={() => {
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" loading={pending}>
          {t.submit}
        </Button>
      </div>
      <div id={statusId} role="status" aria-live="polite">
        {failure ? <Alert tone="critical">{failure}</Alert> : null}
      </div>
      <p className={styles.fine}>{t.privacy}</p>
    </form>
  );
}
