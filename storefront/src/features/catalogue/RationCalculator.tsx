import type { ProductVariant } from '@gamelle/contract/catalogue/product';
import { daysPerPack, subscriptionIntervalFor } from '@gamelle/contract/guide/frequency';
import { PET } from '@gamelle/contract/shared/limits';
import { frequencyLabel, isDeliveryFrequencyCode } from '@gamelle/contract/subscription/frequencies';
import { Button, TextField } from '@gamelle/design-system';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { heldFormUntilHydrated, useHeldSubmitReplayed, useMessages, useLocale } from '../shared/index.ts';
import { productPartMessages } from './part-messages.ts';
import { catalogueQueries } from './queries.ts';
import * as styles from './product.css.ts';

/**
 * Daily ration of this food for the pet's weight and age, from the content API's rations call (a dog's is a puppy's
 * up to 12 months, an adult's after, spec §9); then the delivery-frequency calculator: how long the chosen format
 * lasts at that ration and the subscription frequency that fits it. No ration possible: customer service.
 * It loads on its own (ProductPage.tsx) and hydrates after the page: its fields are uncontrolled, read on submit, so
 * what was typed before keeps counting, and a submit meanwhile is held, then replayed (held-submits.ts).
 */
export function RationCalculator({
  sku,
  animal,
  variant,
}: {
  sku: string;
  animal: 'dog' | 'cat';
  variant: Pick<ProductVariant, 'name' | 'weight_grams'>;
}) {
  const t = useMessages(productPartMessages);
  const locale = useLocale();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const weightField = useRef<HTMLInputElement>(null);
  const ageField = useRef<HTMLInputElement>(null);
  useHeldSubmitReplayed(form);
  const [asked, setAsked] = useState<{ weight: number; age: number } | null>(null);
  const [invalid, setInvalid] = useState<'weight' | 'age' | 'both' | null>(null);
  const ration = useQuery({
    ...catalogueQueries.ration(sku, asked?.weight ?? 0, asked?.age ?? 0, locale),
    enabled: asked !== null,
  });

  return (
    <section aria-labelledby={`${id}-title`} className={styles.rationCard}>
      <h2 id={`${id}-title`}>{t.rationTitle}</h2>
      <form
        ref={form}
        noValidate
        {...heldFormUntilHydrated}
        onSubmit={(event) => {
          event.preventDefault();
          const weight = weightField.current?.value ?? '';
          const age = ageField.current?.value ?? '';
          const kg = Number(weight.replace(',', '.'));
          const months = Number(age);
          const weightOk = weight.trim() !== '' && Number.isFinite(kg) && kg > 0 && kg < 100;
          const ageOk = age.trim() !== '' && Number.isInteger(months) && months >= 0;
          setInvalid(weightOk ? (ageOk ? null : 'age') : ageOk ? 'weight' : 'both');
          setAsked(weightOk && ageOk ? { weight: kg, age: months } : null);
        }}
      >
        {/* Each label above its own field, the two fields side by side and the button under them: on a phone the
            labels no longer wrap away from their inputs (issue 22). */}
        <div className={styles.rationFields} data-testid="ration-fields">
          <TextField
            label={t.rationWeight}
            inputMode="decimal"
            ref={weightField}
            error={
              invalid === 'weight' || invalid === 'both'
                ? { code: 'invalid', message: t.rationWeightInvalid }
                : undefined
            }
          />
          <TextField
            label={t.rationAge}
            inputMode="numeric"
            ref={ageField}
            error={
              invalid === 'age' || invalid === 'both' ? { code: 'invalid', message: t.rationAgeInvalid } : undefined
            }
          />
          <Button type="submit" variant="secondary" size="small">
            {t.rationSubmit}
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {invalid ? null : ration.data ? (
          <div data-testid="ration-result">
            <p className={styles.rationResult}>
              {ration.data.daily_grams === null ? t.rationNone : t.rationResult(ration.data.daily_grams)}
            </p>
            {ration.data.daily_grams !== null ? (
              <Lasts
                grams={ration.data.daily_grams}
                variant={variant}
                stage={animal === 'dog' ? (ration.data.month <= PET.puppyMaxMonths ? 'puppy' : 'adult') : null}
              />
            ) : null}
          </div>
        ) : ration.isError ? (
          <p className={styles.fieldError}>{ration.error.message || t.genericError}</p>
        ) : null}
      </div>
    </section>
  );
}

function Lasts({
  grams,
  variant,
  stage,
}: {
  grams: number;
  variant: Pick<ProductVariant, 'name' | 'weight_grams'>;
  stage: 'puppy' | 'adult' | null;
}) {
  const t = useMessages(productPartMessages);
  const locale = useLocale();
  const days = daysPerPack(variant.weight_grams, grams);
  const interval = subscriptionIntervalFor(days);
  return (
    <>
      {stage ? <p>{stage === 'puppy' ? t.rationPuppy : t.rationAdult}</p> : null}
      {days !== null ? (
        <p>
          {t.rationLasts(variant.name, days)}{' '}
          {isDeliveryFrequencyCode(interval) ? t.rationFrequency(frequencyLabel(interval, locale)) : t.rationTooShort}
        </p>
      ) : null}
    </>
  );
}
