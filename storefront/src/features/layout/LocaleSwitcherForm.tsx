import { useMatches } from '@tanstack/react-router';
import { Select, buttonClassName } from '@gamelle/design-system';
import { countries, locales, toPublicPath, useLocale, useMessages } from '../shared/index.ts';
import type { PageSeo, Country } from '../shared/index.ts';
import { layoutMessages } from './messages.ts';
import * as styles from './layout.css.ts';

/** The locale switcher's panel (LocaleSwitcher.tsx): the GET form to `/_locale` with the design system's selects. */
export default function LocaleSwitcherForm({ country }: { country: Country }) {
  const t = useMessages(layoutMessages);
  const locale = useLocale();
  const alternates = useMatches({
    select: (matches) => {
      for (const m of [...matches].reverse()) {
        const seo = (m.loaderData as { seo?: PageSeo } | undefined)?.seo;
        if (seo) return seo.alternates;
      }
      return {};
    },
  });
  const countryLabels: Record<Country, string> = { fr: t.countryFr, be: t.countryBe, lu: t.countryLu };
  return (
    <form method="get" action="/_locale" className={styles.switcherPanel} aria-label={t.switcherTitle}>
      {locales.map((l) => (
        // A page whose twin in the other language is unknown leads to that language's home page.
        <input key={l} type="hidden" name={`to_${l}`} value={alternates[l] ?? toPublicPath('/', l)} />
      ))}
      <Select
        label={t.country}
        name="country"
        defaultValue={country}
        options={countries.map((c) => ({ value: c, label: countryLabels[c] }))}
      />
      <Select
        label={t.language}
        name="locale"
        defaultValue={locale}
        options={[
          { value: 'fr', label: t.languageFr },
          { value: 'nl', label: t.languageNl },
        ]}
      />
      <p className={styles.switcherHint}>{t.shippingHint}</p>
      <button type="submit" className={buttonClassName({ size: 'small' })}>
        {t.apply}
      </button>
    </form>
  );
}
