import { Select, buttonClassName } from '@gamelle/design-system';
import { CountrySelect, LocaleFormTargets, useLocale, useMessages } from '../shared/index.ts';
import type { Country } from '../shared/index.ts';
import { switcherMessages } from './switcher-messages.ts';
import * as styles from './layout.css.ts';

/** The locale switcher's panel (LocaleSwitcher.tsx): the GET form to `/_locale` with the design system's selects. */
export default function LocaleSwitcherForm({ country }: { country: Country }) {
  const t = useMessages(switcherMessages);
  const locale = useLocale();
  return (
    <form method="get" action="/_locale" className={styles.switcherPanel} aria-label={t.switcherTitle}>
      <LocaleFormTargets />
      <CountrySelect defaultValue={country} t={t} />
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
