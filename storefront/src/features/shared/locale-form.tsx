import { Select } from '@gamelle/design-system';
import { useMatches } from '@tanstack/react-router';
import { toPublicPath } from '@gamelle/contract/shared/site-routes';
import { countries, locales, type Country } from './i18n/locales.ts';
import type { PageSeo } from './seo/head.ts';

/**
 * The hidden targets of a GET form to `/_locale` (the header's switcher, a campaign's wall): this page's twin in
 * each language, from the deepest route's SEO alternates; a page whose twin is unknown leads to that language's home.
 */
export function LocaleFormTargets() {
  const alternates = useMatches({
    select: (matches) => {
      for (const m of [...matches].reverse()) {
        const seo = (m.loaderData as { seo?: PageSeo } | undefined)?.seo;
        if (seo) return seo.alternates;
      }
      return {};
    },
  });
  return locales.map((l) => (
    <input key={l} type="hidden" name={`to_${l}`} value={alternates[l] ?? toPublicPath('/', l)} />
  ));
}

/** The labels a country select reads from its feature's catalogue. */
export interface CountrySelectMessages {
  country: string;
  countryFr: string;
  countryBe: string;
  countryLu: string;
}

/** The delivery country of a `/_locale` form (field `country`), with the design system's Select. */
export function CountrySelect({ defaultValue, t }: { defaultValue: Country; t: CountrySelectMessages }) {
  const labels: Record<Country, string> = { fr: t.countryFr, be: t.countryBe, lu: t.countryLu };
  return (
    <Select
      label={t.country}
      name="country"
      defaultValue={defaultValue}
      options={countries.map((c) => ({ value: c, label: labels[c] }))}
    />
  );
}
