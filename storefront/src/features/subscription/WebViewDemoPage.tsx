import { Alert, Button, Heading, Select, Stack, Text } from '@gamelle/design-system';
import { webViewLinkCalls } from '@gamelle/contract/subscription/web-view';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { accountClient, loginHref } from '../customer/index.ts';
import { ApiError, errorText, sitePath, useLocale, useMessages } from '../shared/index.ts';
import { subscriptionsQuery } from './queries.ts';
import * as styles from './web-view.css.ts';
import { webViewMessages } from './web-view-messages.ts';

/**
 * `/webView/demo/` (spec §2): what the mobile app does, in the browser. A logged-in customer picks one of their
 * subscriptions; the page asks for a web-view link as the app does (the account's session stands in for the app's
 * bearer) and opens it in a phone-sized frame; the messages the web view posts to the app are listed beside it.
 */
export function WebViewDemoPage({ customerId }: { customerId: number | null }) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  const [messages, setMessages] = useState<string[]>([]);
  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || typeof event.data !== 'string') return;
      try {
        const data = JSON.parse(event.data) as { type?: unknown };
        if (data.type !== 'gamelle:payment-method-change') return;
        setMessages((list) => [...list, JSON.stringify(data, null, 2)]);
      } catch {
        // Not the web view's message.
      }
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, []);

  return (
    <main className={styles.demo} data-testid="web-view-demo">
      <Stack space="small">
        <Heading level={1}>{t.demoTitle}</Heading>
        <Text>{t.demoIntro}</Text>
      </Stack>
      <div className={styles.demoColumns}>
        {customerId === null ? (
          <Alert tone="info">
            <Stack space="small">
              <span>{t.demoLogin}</span>
              <a href={loginHref(locale, sitePath('webViewDemo', locale))}>{t.login}</a>
            </Stack>
          </Alert>
        ) : (
          <Opener customerId={customerId} />
        )}
        <section aria-labelledby="web-view-messages">
          <Stack space="small">
            <Heading level={2} id="web-view-messages">
              {t.demoMessages}
            </Heading>
            <div aria-live="polite">
              {messages.length === 0 ? (
                <Text tone="secondary">{t.demoNoMessage}</Text>
              ) : (
                <ol className={styles.messages} data-testid="web-view-messages">
                  {messages.map((message, index) => (
                    <li key={index}>
                      <pre>{message}</pre>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </Stack>
        </section>
      </div>
    </main>
  );
}

function Opener({ customerId }: { customerId: number }) {
  const t = useMessages(webViewMessages);
  const locale = useLocale();
  const list = useQuery(subscriptionsQuery(locale, customerId));
  const living = (list.data?.['hydra:member'] ?? []).filter((s) => s.status !== 'stopped' && s.status !== 'cancelled');
  const [chosen, setChosen] = useState('');
  const code = chosen || living[0]?.code || '';
  const link = useMutation({
    mutationFn: () => webViewLinkCalls(accountClient(locale).shop).createLink(code),
  });
  // Opened in the frame by its path: the link's origin is the shop's public address, the frame this page's origin.
  const framed = link.data ? new URL(link.data.url).pathname + new URL(link.data.url).search : null;
  return (
    <Stack space="large">
      {list.isSuccess && living.length === 0 ? <Alert tone="info">{t.demoNoSubscription}</Alert> : null}
      {living.length > 0 ? (
        <Stack space="small">
          <Select
            label={t.demoChoose}
            value={code}
            onChange={(event) => setChosen(event.target.value)}
            options={living.map((s) => ({ value: s.code, label: s.code }))}
          />
          <div>
            <Button loading={link.isPending} onClick={() => link.mutate()}>
              {t.demoOpen}
            </Button>
          </div>
        </Stack>
      ) : null}
      {link.isError ? (
        <Alert tone="critical">{link.error instanceof ApiError ? errorText(link.error) : String(link.error)}</Alert>
      ) : null}
      <div className={styles.phone} role="group" aria-label={t.demoPhone}>
        {framed ? (
          // The framed page is the server's (masked in the visual tests, whose static Storybook has no shop).
          <iframe key={framed} className={styles.screen} title={t.demoFrame} src={framed} data-visual-mask="" />
        ) : (
          <div className={styles.emptyScreen}>
            <Text tone="secondary">{t.demoEmpty}</Text>
          </div>
        )}
      </div>
    </Stack>
  );
}
