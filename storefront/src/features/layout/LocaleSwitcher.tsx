import { useMatches } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { VisuallyHidden, buttonClassName } from '@gamelle/design-system';
import {
  countries,
  headerTool,
  locales,
  countryOr,
  readCookies,
  toPublicPath,
  useDisclosureDismiss,
  useLocale,
  useMessages,
} from '../shared/index.ts';
import type { PageSeo, Country } from '../shared/index.ts';
import { layoutMessages } from './messages.ts';
import * as styles from './layout.css.ts';

/**
 * Country (France, Belgium, Luxembourg) and language (fr, nl). A plain GET form to the server entry's `/_locale`
 * endpoint, which saves both cookies, moves the cart to the chosen channel and country (its shipping with them) and
 * redirects to this page in the chosen language: it works before and without JavaScript.
 */
export function LocaleSwitcher() {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const id = useId();
  const alternates = useMatches({
    select: (matches) => {
      for (const m of [...matches].reverse()) {
        const seo = (m.loaderData as { seo?: PageSeo } | undefined)?.seo;
        if (seo) return seo.alternates;
      }
      return {};
    },
  });
  const [cookies] = useState(() => readCookies());
  const country: Country = countryOr(cookies, locale);
  const countryLabels: Record<Country, string> = { fr: t.countryFr, be: t.countryBe, lu: t.countryLu };
  const countryCode = country.toUpperCase();
  const languageLabel = locale === 'nl' ? t.languageNl : t.languageFr;
  const disclosure = useDisclosureDismiss();
  return (
    // A disclosure in the header bar: one short line until opened (`<details>` opens without JavaScript too).
    <details className={styles.switcher} ref={disclosure} data-testid="locale-switcher">
      <summary className={`${headerTool} ${styles.switcherSummary}`}>
        <span aria-hidden="true">
          {countryCode} · {locale.toUpperCase()}
        </span>
        <VisuallyHidden>{t.switcherSummary(countryLabels[country], languageLabel)}</VisuallyHidden>
      </summary>
      <form method="get" action="/_locale" className={styles.switcherPanel} aria-label={t.switcherTitle}>
        {locales.map((l) => (
          // A page whose twin in the other language is unknown leads to that language's home page.
          <input key={l} type="hidden" name={`to_${l}`} value={alternates[l] ?? toPublicPath('/', l)} />
        ))}
        <label htmlFor={`${id}-country`}>{t.country}</label>
        <select id={`${id}-country`} name="country" defaultValue={country}>
          {countries.map((c) => (
            <option key={c} value={c}>
              {countryLabels[c]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-language`}>{t.language}</label>
        <select id={`${id}-language`} name="locale" defaultValue={locale}>
          <option value="fr" lang="fr">
            {t.languageFr}
          </option>
          <option value="nl" lang="nl">
            {t.languageNl}
          </option>
        </select>
        <p className={styles.switcherHint}>{t.shippingHint}</p>
        <button type="submit" className={`${buttonClassName({ size: 'small' })} ${styles.switcherApply}`}>
          {t.apply}
        </button>
      </form>
    </details>
  );
}
