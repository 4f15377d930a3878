import { Suspense, use, useState } from 'react';
import { VisuallyHidden } from '@gamelle/design-system';
import { headerTool, countryOr, readCookies, useDisclosureDismiss, useLocale, useMessages } from '../shared/index.ts';
import type { Country } from '../shared/index.ts';
import type * as LocaleSwitcherFormModule from './LocaleSwitcherForm.tsx';
import { switcherMessages } from './switcher-messages.ts';
import * as styles from './layout.css.ts';

type Form = typeof LocaleSwitcherFormModule.default;

/**
 * The panel's form (its design-system selects and their field frame, ~4 KB gzip) is out of every page's shell. The
 * server loads it at start and renders it in place (React.lazy would stream it out of order on the first render, out
 * of reach without JavaScript); the browser fetches it while hydrating, the server's HTML staying meanwhile.
 */
let loading: Promise<Form | null> | undefined;
function loadForm() {
  if (!loading) {
    const promise = import('./LocaleSwitcherForm.tsx').then(
      (module): Form | null => module.default,
      () => null,
    );
    // Marked settled for React's `use`, which then reads it without suspending (the server's every render).
    void promise.then((form) => Object.assign(promise, { status: 'fulfilled', value: form }));
    loading = promise;
  }
  return loading;
}
if (import.meta.env.SSR) void loadForm();

function LocaleSwitcherForm({ country }: { country: Country }) {
  const Loaded = use(loadForm());
  return Loaded ? <Loaded country={country} /> : null;
}

/**
 * Country (France, Belgium, Luxembourg) and language (fr, nl). A plain GET form to the server entry's `/_locale`
 * endpoint, which saves both cookies, moves the cart to the chosen channel and country (its shipping with them) and
 * redirects to this page in the chosen language: it works before and without JavaScript. Out of every page's first
 * load: it loads on intent or at idle (SiteHeader.tsx, intentLazy), the server's HTML working natively meanwhile.
 */
export function LocaleSwitcher() {
  const t = useMessages(switcherMessages);
  const locale = useLocale();
  const [cookies] = useState(() => readCookies());
  const country: Country = countryOr(cookies, locale);
  const countryLabels: Record<Country, string> = { fr: t.countryFr, be: t.countryBe, lu: t.countryLu };
  const countryCode = country.toUpperCase();
  const languageLabel = locale === 'nl' ? t.languageNl : t.languageFr;
  const disclosure = useDisclosureDismiss();
  return (
    // A disclosure in the header bar: one short line until opened (`<details>` opens without JavaScript too).
    <details className={styles.switcher} ref={disclosure} data-testid="locale-switcher" data-intent="locale-switcher">
      <summary className={`${headerTool} ${styles.switcherSummary}`}>
        <span aria-hidden="true">
          {countryCode} · {locale.toUpperCase()}
        </span>
        <VisuallyHidden>{t.switcherSummary(countryLabels[country], languageLabel)}</VisuallyHidden>
      </summary>
      <Suspense fallback={null}>
        <LocaleSwitcherForm country={country} />
      </Suspense>
    </details>
  );
}
