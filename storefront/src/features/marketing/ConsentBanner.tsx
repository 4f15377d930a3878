// Loaded on demand (MarketingRoot): the consent banner. Not a modal: the shop stays usable behind it and nothing
// is trapped; Escape closes the choices panel. Accept and refuse weigh the same (CNIL): same size, same place.
import { Button, Checkbox, Inline, Stack, Text } from '@gamelle/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { cspNonce, heldUntilHydrated, readCookies, useHeldPressesReplayed, useMessages } from '../shared/index.ts';
import { applyConsent, readConsent, saveConsent, type Consent } from './consent.ts';
import { setMarketing, useMarketing } from './store.ts';
import { marketingMessages } from './messages.ts';
import { tagManagerId } from './tag-manager-id.ts';
import * as styles from './marketing.css.ts';

export default function ConsentBanner() {
  const t = useMessages(marketingMessages);
  const id = useId();
  const stored = readConsent(readCookies());
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>(stored ?? { analytics: false, ads: false });
  const region = useRef<HTMLElement>(null);
  const focusOnOpen = useMarketing((state) => state.consentReopened);
  // Rendered by the server, its code loads after the page's: a press on an answer meanwhile is held by the head's
  // script and replayed once this part has hydrated (it was lost, and the banner stayed: the visitor had to answer
  // again, on this page or the next).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  useHeldPressesReplayed(region);

  // Reopened from the footer: the visitor asked for it, so focus goes to it (and back to the page when closed).
  useEffect(() => {
    if (focusOnOpen) region.current?.focus();
  }, [focusOnOpen]);

  // Escape folds the choices back (the banner itself stays: an answer is needed, and it traps nothing).
  useEffect(() => {
    if (!choosing) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setChoosing(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [choosing]);

  const answer = (consent: Consent) => {
    saveConsent(consent);
    applyConsent(consent, tagManagerId(), cspNonce());
    setMarketing({ consentOpen: false, consentReopened: false });
  };

  return (
    <section
      ref={region}
      tabIndex={-1}
      className={styles.consent}
      aria-labelledby={`${id}-title`}
      data-testid="consent-banner"
      data-hydrated={live || undefined}
    >
      <div className={styles.consentInner}>
        <Stack space="small">
          <h2 id={`${id}-title`}>{t.consentTitle}</h2>
          <Text size="small">{t.consentText}</Text>
          {choosing ? (
            <Stack space="small">
              <Checkbox
                label={t.consentAnalytics}
                description={t.consentAnalyticsHelp}
                checked={choice.analytics}
                onChange={(event) => setChoice({ ...choice, analytics: event.currentTarget.checked })}
              />
              <Checkbox
                label={t.consentAds}
                description={t.consentAdsHelp}
                checked={choice.ads}
                onChange={(event) => setChoice({ ...choice, ads: event.currentTarget.checked })}
              />
              <Text size="small">{t.consentNecessary}</Text>
            </Stack>
          ) : null}
          <Inline space="small">
            <Button onClick={() => answer({ analytics: true, ads: true })} {...heldUntilHydrated}>
              {t.consentAccept}
            </Button>
            <Button onClick={() => answer({ analytics: false, ads: false })} {...heldUntilHydrated}>
              {t.consentRefuse}
            </Button>
            {choosing ? (
              <Button variant="secondary" onClick={() => answer(choice)}>
                {t.consentSave}
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setChoosing(true)} {...heldUntilHydrated}>
                {t.consentChoose}
              </Button>
            )}
          </Inline>
        </Stack>
      </div>
    </section>
  );
}
