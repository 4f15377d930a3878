import { Alert, Button, Heading, Spinner, Stack, Text } from '@gamelle/design-system';
import type { Subscription, WebViewErrorCode } from '@gamelle/contract/subscription';
import { webViewErrorText } from '@gamelle/contract/subscription/errors';
import {
  type CardChange,
  type WebViewMessage,
  type WebViewOutcome,
  webViewDeepLink,
} from '@gamelle/contract/subscription/web-view';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError, errorText, useLocale, useMessages } from '../shared/index.ts';
import { formatMonth } from './format.ts';
import * as styles from './web-view.css.ts';
import { latestCardChangeQuery, webViewClient, webViewSubscriptionQuery } from './web-view-queries.ts';
import { webViewMessages } from './web-view-messages.ts';

export interface WebViewPaymentPageProps {
  code: string;
  /** The link or session was refused (the server entry answered 403 or 410): its message, nothing else. */
  problem?: WebViewErrorCode;
  /** Back from the provider's page (`?payment=`): the outcome of the card entered. */
  returned?: boolean;
  /** Goes to the provider's page (a full navigation; stories record it instead). */
  onRedirect?: (url: string) => void;
  /** Tells the app the outcome (stories record it instead). */
  onOutcome?: (message: WebViewMessage) => void;
}

/**
 * The web view's payment change (issue 15, spec §2: no layout): the subscription's card, the way to the provider's
 * page for a new one, and when the customer comes back, the outcome, which the page also tells the app (the
 * React Native bridge's `postMessage` and the deep link `gamelle://subscription/{code}/payment?status=…`; framed by
 * the shop's demo, a message to its parent instead of the deep link).
 */
export function WebViewPaymentPage({
  code,
  problem,
  returned = false,
  onRedirect = goTo,
  onOutcome = tellTheApp,
}: WebViewPaymentPageProps) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  if (problem) {
    const title = {
      web_view_link_invalid: t.linkTitle,
      web_view_link_expired: t.expiredTitle,
      web_view_link_used: t.usedTitle,
      web_view_session_expired: t.sessionTitle,
    }[problem];
    return (
      <main className={styles.page} data-testid="web-view" data-problem={problem}>
        <Stack space="medium">
          <Heading level={1}>{title}</Heading>
          <Alert tone="critical">{webViewErrorText(locale, problem)}</Alert>
          <a className={styles.back} href={webViewDeepLink(code, 'cancelled')}>
            {t.backToApp}
          </a>
        </Stack>
      </main>
    );
  }
  return (
    <main className={styles.page} data-testid="web-view">
      <Stack space="large">
        <Stack space="small">
          <Heading level={1}>{t.title}</Heading>
          <Text tone="secondary">{t.subscription(code)}</Text>
        </Stack>
        {returned ? (
          <Outcome code={code} onRedirect={onRedirect} onOutcome={onOutcome} />
        ) : (
          <CurrentCard code={code} onRedirect={onRedirect} onOutcome={onOutcome} />
        )}
      </Stack>
    </main>
  );
}

type Callbacks = Required<Pick<WebViewPaymentPageProps, 'onRedirect' | 'onOutcome'>> & { code: string };

function CurrentCard({ code, onRedirect, onOutcome }: Callbacks) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  const subscription = useQuery(webViewSubscriptionQuery(locale, code));
  if (subscription.isPending) return <Spinner label={t.waiting} />;
  if (subscription.isError) return <Alert tone="critical">{errorOf(subscription.error, t.genericError)}</Alert>;
  const s = subscription.data;
  return (
    <Stack space="large">
      <Text>{t.intro}</Text>
      <CardOnFile subscription={s} />
      {s.alerts
        .filter((a) => a.action === 'change_payment_method')
        .map((a) => (
          <div key={a.code} data-alert={a.code}>
            <Alert tone="critical">{a.message}</Alert>
          </div>
        ))}
      <EnterCard code={code} label={t.enterCard} onRedirect={onRedirect} />
      <Button variant="ghost" onClick={() => onOutcome(messageOf(code, 'cancelled', null))}>
        {t.cancel}
      </Button>
    </Stack>
  );
}

function CardOnFile({ subscription: s }: { subscription: Subscription }) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  const card = s.paymentMethod;
  return (
    <dl className={styles.card}>
      <dt>{t.currentCard}</dt>
      <dd data-testid="current-card">
        {card
          ? `${t.card(card.brand, card.last4)}, ${t.expiresEnd(formatMonth(card.expMonth, card.expYear, locale))}`
          : t.noCard}
      </dd>
    </dl>
  );
}

/** The button to the provider's page; a refusal (next order locked…) shows its message. */
function EnterCard({ code, label, onRedirect }: { code: string; label: string; onRedirect: (url: string) => void }) {
  const locale = useLocale();
  const t = useMessages(webViewMessages);
  const start = useMutation({
    mutationFn: () => webViewClient(locale).startCardChange(code),
    onSuccess: ({ redirectUrl }) => onRedirect(redirectUrl),
  });
  return (
    <Stack space="small">
      {start.isError ? <Alert tone="critical">{errorOf(start.error, t.genericError)}</Alert> : null}
      <div>
        <Button loading={start.isPending || start.isSuccess} onClick={() => start.mutate()}>
          {label}
        </Button>
      </div>
    </Stack>
  );
}

function Outcome({ code, onRedirect, onOutcome }: Callbacks) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  const latest = useQuery(latestCardChangeQuery(locale, code));
  const [late, setLate] = useState(false);
  const told = useRef(false);
  const change = latest.data;
  const status: WebViewOutcome | null =
    change?.status === 'succeeded' ? 'succeeded' : change?.status === 'failed' ? 'failed' : null;
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), 30_000);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!status || !change || told.current) return;
    told.current = true;
    onOutcome(messageOf(code, status, change));
  }, [status, change, code, onOutcome]);

  if (latest.isError) return <Alert tone="critical">{errorOf(latest.error, t.genericError)}</Alert>;
  if (!change || change.status === 'open')
    return (
      <div aria-live="polite">
        {late ? <Alert tone="caution">{t.stillWaiting}</Alert> : <Spinner label={t.waiting} />}
      </div>
    );
  const card = change.card;
  return (
    <Stack space="large">
      <div aria-live="polite" data-testid="card-change" data-status={change.status}>
        {change.status === 'succeeded' && card ? (
          <Alert tone="positive" title={t.savedTitle}>
            {t.saved(t.card(card.brand, card.last4), formatMonth(card.expMonth, card.expYear, locale))}
          </Alert>
        ) : (
          <Alert tone="critical" title={t.refusedTitle}>
            {change.bankResponse
              ? t.refused(change.bankResponse.message, change.bankResponse.detail, change.bankResponse.code)
              : t.refusedTitle}
          </Alert>
        )}
      </div>
      {change.status === 'failed' ? <EnterCard code={code} label={t.retry} onRedirect={onRedirect} /> : null}
      <a className={styles.back} href={webViewDeepLink(code, status ?? 'cancelled')}>
        {t.backToApp}
      </a>
    </Stack>
  );
}

function messageOf(code: string, status: WebViewOutcome, change: CardChange | null): WebViewMessage {
  return {
    type: 'gamelle:payment-method-change',
    subscription: code,
    status,
    card: change?.card ?? null,
    message: change?.bankResponse?.message ?? null,
  };
}

function errorOf(error: unknown, generic: string): string {
  return error instanceof ApiError ? errorText(error) : generic;
}

function goTo(url: string) {
  window.location.assign(url);
}

interface AppBridge {
  ReactNativeWebView?: { postMessage: (message: string) => void };
}

/**
 * Tells the app: the React Native bridge's `postMessage(JSON)` when it exists, then the deep link that brings the
 * app back (after a moment, so the outcome is read). Framed by the shop's own demo page, the message goes to the
 * parent, with the deep link it would have followed.
 */
export function tellTheApp(message: WebViewMessage) {
  const json = JSON.stringify(message);
  const deepLink = webViewDeepLink(message.subscription, message.status);
  (window as unknown as AppBridge).ReactNativeWebView?.postMessage(json);
  if (window.parent !== window) {
    window.parent.postMessage(JSON.stringify({ ...message, deepLink }), window.location.origin);
    return;
  }
  setTimeout(() => window.location.assign(deepLink), message.status === 'cancelled' ? 0 : 2000);
}
