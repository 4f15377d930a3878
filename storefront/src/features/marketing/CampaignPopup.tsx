// Loaded on demand (MarketingRoot): the pop-up a campaign asks for (spec §7 `popup`). Walls reuse the locale
// switcher's rules (the same `/_locale` endpoint, countries and languages, the page's twin in each language); the
// markdown modal renders the campaign's text through the design system's sanitising Markdown; the exit pop-up is
// the newsletter's, armed by the campaign (exit intent is inactive until enabled, spec §4).
import { Button, Dialog, RadioGroup, Stack, Text } from '@gamelle/design-system';
import { useEffect, useState } from 'react';
import { ExitIntentNewsletter } from '../service/index.ts';
import {
  CountrySelect,
  LazyMarkdown,
  LocaleFormTargets,
  countries,
  localeCountry,
  readCookieCountry,
  readCookies,
  useLocale,
  useMessages,
  type Country,
} from '../shared/index.ts';
import { configText, type Popup } from './actions.ts';
import { marketingMessages } from './messages.ts';
import { answerPopup, popupAnswered } from './storage.ts';
import { reportCampaign } from './runtime.ts';
import * as styles from './marketing.css.ts';

export default function CampaignPopup({ popup }: { popup: Popup }) {
  if (popup.popup_type === 'exit_popup') return <ExitPopup popup={popup} />;
  return <ModalPopup key={popup.campaign} popup={popup} />;
}

function ExitPopup({ popup }: { popup: Popup }) {
  const title = configText(popup, 'title');
  const body = configText(popup, 'body');
  return (
    <ExitIntentNewsletter
      enabled={!!title}
      title={title}
      body={<LazyMarkdown source={body} headingOffset={2} />}
      onShow={() => reportCampaign(popup.campaign)}
    />
  );
}

/** A wall or the markdown modal: shown once per visitor (closing it counts as an answer). */
function ModalPopup({ popup }: { popup: Popup }) {
  const t = useMessages(marketingMessages);
  const isWall = popup.popup_type !== 'markdown_modal';
  // A visitor who chose a country with the switcher (or a wall) has answered every wall already.
  const [open, setOpen] = useState(
    () => !popupAnswered(popup.campaign) && !(isWall && readCookieCountry(readCookies()) !== undefined),
  );
  useEffect(() => {
    if (open) reportCampaign(popup.campaign);
  }, [open, popup.campaign]);
  const title = configText(popup, 'title');
  const body = configText(popup, 'body');
  if (!title) return null;
  const close = (next: boolean) => {
    if (!next) answerPopup(popup.campaign);
    setOpen(next);
  };
  return (
    <Dialog.Root open={open} onOpenChange={close}>
      <Dialog.Content size="small" aria-describedby={undefined} data-campaign={popup.campaign}>
        <Stack space="medium">
          <Dialog.Title>{title}</Dialog.Title>
          {isWall ? (
            <>
              <Text>{body}</Text>
              <LocaleWall
                kind={popup.popup_type === 'country_selection_wall' ? 'country' : 'language'}
                onSubmit={() => answerPopup(popup.campaign)}
              />
            </>
          ) : (
            <>
              <Text as="div">
                <LazyMarkdown source={body} headingOffset={2} />
              </Text>
              <Dialog.Close asChild>
                <Button variant="secondary">{t.modalClose}</Button>
              </Dialog.Close>
            </>
          )}
        </Stack>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/**
 * The switcher's form (layout's LocaleSwitcher) as a wall: a plain GET to `/_locale`, which saves the country and
 * language cookies for 365 days, moves the cart to that country and sends the visitor to this page's twin in the
 * chosen language. Without a saved choice the browser's region is proposed (the wall meets Luxembourg's visitors).
 */
function LocaleWall({ kind, onSubmit }: { kind: 'country' | 'language'; onSubmit: () => void }) {
  const t = useMessages(marketingMessages);
  const locale = useLocale();
  const country: Country = readCookieCountry(readCookies()) ?? browserCountry() ?? localeCountry(locale);
  return (
    <form method="get" action="/_locale" className={styles.wallForm} onSubmit={onSubmit}>
      <LocaleFormTargets />
      {kind === 'country' ? (
        <>
          <CountrySelect defaultValue={country} t={t} />
          <input type="hidden" name="locale" value={locale} />
          <Text size="small">{t.shippingHint}</Text>
        </>
      ) : (
        <>
          <input type="hidden" name="country" value={country} />
          <RadioGroup
            label={t.language}
            name="locale"
            defaultValue={locale}
            options={(['fr', 'nl'] as const).map((l) => ({
              value: l,
              label: <span lang={l}>{l === 'fr' ? t.languageFr : t.languageNl}</span>,
            }))}
          />
        </>
      )}
      <Button type="submit">{kind === 'country' ? t.countryWallSubmit : t.languageWallSubmit}</Button>
    </form>
  );
}

/** The region of the browser's first language when it is a delivery country (`fr-LU` → `lu`). */
function browserCountry(): Country | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const region = /^[a-z]{2,3}[-_]([a-z]{2})\b/i.exec(navigator.languages[0] ?? '')?.[1]?.toLowerCase();
  return countries.find((c) => c === region);
}
