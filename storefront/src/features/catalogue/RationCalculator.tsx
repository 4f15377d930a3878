import { buttonClassName } from '@gamelle/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useMessages, useLocale } from '../shared/index.ts';
import { catalogueMessages } from './messages.ts';
import { catalogueQueries } from './queries.ts';
import * as styles from './product.css.ts';

/** Daily ration of this food for the pet's weight and age, from the content API's rations call. */
export function RationCalculator({ sku }: { sku: string }) {
  const t = useMessages(catalogueMessages);
  const locale = useLocale();
  const id = useId();
  const [weight, setWeight] = useState('');
  const [age, setAge] = useState('');
  const [asked, setAsked] = useState<{ weight: number; age: number } | null>(null);
  const [invalid, setInvalid] = useState(false);
  const ration = useQuery({
    ...catalogueQueries.ration(sku, asked?.weight ?? 0, asked?.age ?? 0, locale),
    enabled: asked !== null,
  });

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.rationTitle}</h2>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const kg = Number(weight.replace(',', '.'));
          const months = Number(age);
          const valid =
            Number.isFinite(kg) && kg > 0 && kg < 100 && Number.isInteger(months) && months >= 0 && age.trim() !== '';
          setInvalid(!valid);
          setAsked(valid ? { weight: kg, age: months } : null);
        }}
      >
        <div className={styles.rationFields}>
          <label htmlFor={`${id}-weight`}>{t.rationWeight}</label>
          <input
            id={`${id}-weight`}
            inputMode="decimal"
            value={weight}
            onChange={(e) => setWeight(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          <label htmlFor={`${id}-age`}>{t.rationAge}</label>
          <input
            id={`${id}-age`}
            inputMode="numeric"
            value={age}
            onChange={(e) => setAge(e.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
          />
          <button type="submit" className={buttonClassName({ size: 'small' })}>
            {t.rationSubmit}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {invalid ? (
          <p id={`${id}-error`} className={styles.fieldError}>
            {t.rationInvalid}
          </p>
        ) : ration.data ? (
          <p className={styles.rationResult} data-testid="ration-result">
            {ration.data.daily_grams === null ? t.rationNone : t.rationResult(ration.data.daily_grams)}
          </p>
        ) : ration.isError ? (
          <p className={styles.fieldError}>{ration.error.message || t.genericError}</p>
        ) : null}
      </div>
    </section>
  );
}
