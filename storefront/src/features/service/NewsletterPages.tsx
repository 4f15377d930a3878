import { Alert, Button, CopyButton, Heading, Link, Spinner, Stack, Text } from '@gamelle/design-system';
import { newsletterCalls } from '@gamelle/contract/service/newsletter-api';
import type { NewsletterConfirmationAnswer } from '@gamelle/contract/service/newsletter';
import { useEffect, useRef, useState } from 'react';
import {
  apiConfig,
  countryOr,
  isNotFound,
  languageTag,
  readCookies,
  sitePath,
  useFormatMoney,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import { NewsletterForm } from './NewsletterForm.tsx';
import { newsletterMessages } from './newsletter-messages.ts';
import * as styles from './newsletter.css.ts';

type Outcome<T> = { state: 'pending' } | { state: 'done'; answer: T } | { state: 'invalid' } | { state: 'failed' };

function useNewsletterCalls() {
  const locale = useLocale();
  return () => newsletterCalls(apiConfig(locale, countryOr(readCookies(), locale)));
}

/**
 * The double opt-in link's page: confirms once the page runs in a browser (not in the server render, so a mail
 * scanner fetching the link does not confirm it), then shows the first-order coupon.
 */
export function NewsletterConfirmationPage({ token }: { token: string }) {
  const t = useMessages(newsletterMessages);
  const calls = useNewsletterCalls();
  const [outcome, setOutcome] = useState<Outcome<NewsletterConfirmationAnswer>>({ state: 'pending' });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    calls()
      .confirm(token)
      .then((answer) => setOutcome({ state: 'done', answer }))
      .catch((error: unknown) => setOutcome({ state: isNotFound(error) ? 'invalid' : 'failed' }));
  }, [calls, token]);

  return (
    <main id="main" className={`page ${styles.page}`}>
      <Stack space="large">
        {outcome.state === 'done' ? (
          <Confirmed answer={outcome.answer} />
        ) : (
          <>
            <Heading level={1}>{t.confirmTitle}</Heading>
            {outcome.state === 'pending' ? (
              <div role="status" aria-live="polite">
                <Spinner label={t.confirming} />
              </div>
            ) : (
              <SignUpAgain failed={outcome.state === 'failed'} />
            )}
          </>
        )}
      </Stack>
    </main>
  );
}

function Confirmed({ answer }: { answer: NewsletterConfirmationAnswer }) {
  const t = useMessages(newsletterMessages);
  const locale = useLocale();
  const money = useFormatMoney();
  const until = answer.couponExpiresAt
    ? new Intl.DateTimeFormat(languageTag(locale), { dateStyle: 'long' }).format(new Date(answer.couponExpiresAt))
    : null;
  return (
    <Stack space="large">
      <Heading level={1}>{t.confirmedTitle}</Heading>
      <Text as="p">{t.confirmed(answer.email)}</Text>
      {answer.couponCode ? (
        <Stack space="small">
          <Text as="p">{t.couponIntro(money(answer.discountCents))}</Text>
          <div className={styles.coupon}>
            <span className={styles.couponCode}>{answer.couponCode}</span>
            <CopyButton text={answer.couponCode}>{t.copyCode}</CopyButton>
          </div>
          {until ? <p className={styles.fine}>{t.couponUntil(until)}</p> : null}
        </Stack>
      ) : (
        <Alert tone="info">{t.couponAlreadyGiven}</Alert>
      )}
      <div>
        <Link href={sitePath('home', locale)} weight="strong">
          {t.shop}
        </Link>
      </div>
    </Stack>
  );
}

function SignUpAgain({ failed }: { failed: boolean }) {
  const t = useMessages(newsletterMessages);
  return (
    <Stack space="medium">
      <Alert tone="caution">{failed ? t.defaultError : t.invalidLink}</Alert>
      <Text as="p">{t.signUpAgain}</Text>
      <NewsletterForm source="footer" />
    </Stack>
  );
}

/**
 * The unsubscribe link's page: one button (a link scanner must not unsubscribe anyone by fetching the page); mail
 * clients that support it unsubscribe in one click through the List-Unsubscribe header instead.
 */
export function NewsletterUnsubscribePage({ token }: { token: string }) {
  const t = useMessages(newsletterMessages);
  const locale = useLocale();
  const calls = useNewsletterCalls();
  const [outcome, setOutcome] = useState<Outcome<{ email: string }> | { state: 'idle' }>({ state: 'idle' });
  const unsubscribe = () => {
    setOutcome({ state: 'pending' });
    calls()
      .unsubscribe(token)
      .then((answer) => setOutcome({ state: 'done', answer }))
      .catch((error: unknown) => setOutcome({ state: isNotFound(error) ? 'invalid' : 'failed' }));
  };
  return (
    <main id="main" className={`page ${styles.page}`}>
      <Stack space="large">
        <Heading level={1}>{t.unsubscribeTitle}</Heading>
        {outcome.state === 'done' ? (
          <Stack space="medium">
            <div role="status" aria-live="polite">
              <Alert tone="positive">{t.unsubscribed(outcome.answer.email)}</Alert>
            </div>
            <Text as="p">{t.changedYourMind}</Text>
            <NewsletterForm source="footer" />
          </Stack>
        ) : outcome.state === 'invalid' ? (
          <Alert tone="caution">{t.invalidLink}</Alert>
        ) : (
          <Stack space="medium">
            <Text as="p">{t.unsubscribeIntro}</Text>
            {outcome.state === 'failed' ? <Alert tone="critical">{t.defaultError}</Alert> : null}
            <div>
              <Button onClick={unsubscribe} loading={outcome.state === 'pending'}>
                {t.unsubscribe}
              </Button>
            </div>
          </Stack>
        )}
        <Link href={sitePath('home', locale)}>{t.home}</Link>
      </Stack>
    </main>
  );
}
