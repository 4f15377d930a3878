import { CROSSBREED_ID, NO_PATHOLOGY, PET_ACTIVITIES, PET_FEEDS, PET_PATHOLOGIES } from '@gamelle/contract/pet/options';
import type { PetType } from '@gamelle/contract/pet/rules';
import { useId, useState } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { FormScope } from '../../forms/FormScope.tsx';
import { useShopForm } from '../../forms/useShopForm.ts';
import { keepTypedChoice } from '../../forms/keepTypedValues.ts';
import { fieldErrorLookup, type FieldErrorInput } from '../../forms/fieldError.ts';
import * as fieldStyles from '../../forms/field.css.ts';
import { resolveFieldError } from '../../forms/resolveFieldError.ts';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { BirthdayField } from '../BirthdayField/BirthdayField.tsx';
import { initialBirthdayMode } from '../BirthdayField/birthday.ts';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import type { ComboboxItem } from '../Combobox/Combobox.tsx';
import { LazyCombobox } from '../Combobox/LazyCombobox.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { RadioGroup } from '../RadioGroup/RadioGroup.tsx';
import { Select } from '../Select/Select.tsx';
import { Switch } from '../Switch/Switch.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { BodyConditionPicker } from './BodyConditionPicker.tsx';
import * as styles from './PetForm.css.ts';
import { petFormMessages } from './PetForm.messages.ts';
import { isPetFormComplete, PET_FORM_VARIANTS, type PetFormVariantName } from './petFormVariants.ts';

export interface PetFormProps {
  variant?: PetFormVariantName;
  /**
   * The breeds to search: one list, or the list of each type (dog and cat breeds differ), read again when the type
   * changes; a chosen breed that the new type does not have is cleared.
   */
  breeds?: readonly ComboboxItem[] | ((type: PetType) => readonly ComboboxItem[]);
  defaultValues?: Record<string, unknown>;
  /** Receives the values parsed by the variant's schema; reject with an ApiError to show violations. */
  onSubmit: (values: Record<string, unknown>) => unknown;
  /** Keep the submit button disabled until the form is complete (spec §4); the guides do, the account not. */
  requireComplete?: boolean;
  submitLabel?: string;
  /** Today, for the birthday's maximum (tests and stories pin it). */
  today?: Date;
  /** Data attributes for the `<form>` (the shop's `data-held-until-hydrated`: a submit before its code is held). */
  formAttributes?: Record<`data-${string}`, string>;
}

const empty = {
  type: '',
  gender: '',
  name: '',
  breed: '',
  crossbreed: false,
  birthday: '',
  years: '',
  months: '',
  sterilized: undefined,
  weight: '',
  condition: '',
  activity: '',
  feature: NO_PATHOLOGY,
  feeds: [],
  kibbleBrand: '',
  oldKibbleBrand: '',
  onlyThisBrandSinceAlways: false,
};

/**
 * The pet profile forms of spec §5: the account's full form, the kibble guide's steps and the bi-nutrition
 * (cats) profile, each over its contract schema, with the completeness rule of spec §4.
 */
export function PetForm({
  variant = 'account',
  breeds = [],
  defaultValues,
  onSubmit,
  requireComplete = variant !== 'account',
  submitLabel,
  today,
  formAttributes,
}: PetFormProps) {
  const t = useMessages(petFormMessages);
  const hintId = useId();
  const config = PET_FORM_VARIANTS[variant];
  const sections: readonly string[] = config.sections;
  const initial = { ...empty, ...('petType' in config ? { type: config.petType } : {}), ...defaultValues };
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: config.schema,
    formName: config.formName,
    defaultValues: initial as FieldValues,
    onSubmit,
  });
  const { register, control, formState, setValue, watch } = form;
  const errors = formState.errors;
  const [hasPathology, setHasPathology] = useState(initial.feature !== NO_PATHOLOGY);
  const complete = isPetFormComplete(variant, watch());
  const blocked = requireComplete && !complete;
  const breedsOf = (type: unknown): readonly ComboboxItem[] =>
    typeof breeds !== 'function' ? breeds : type === 'dog' || type === 'cat' ? breeds(type) : [];
  const breedItems = breedsOf(watch('type'));

  const profile = sections.includes('profile');
  const profileFields = profile || sections.includes('catProfile');
  return (
    <FormScope form={config.formName}>
      <form
        {...formAttributes}
        // Posted, not sent by GET, when no script runs: what was typed stays out of the address and the logs.
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        data-complete={complete || undefined}
      >
        <div className={styles.grid}>
          {profile ? (
            <>
              <RadioGroup
                label={t('type')}
                required
                orientation="horizontal"
                options={[
                  { value: 'dog', label: t('dog') },
                  { value: 'cat', label: t('cat') },
                ]}
                error={errors.type}
                {...register('type', {
                  onChange: (event: { target: { value: string } }) => {
                    const breed: unknown = form.getValues('breed');
                    const kept = breedsOf(event.target.value).some((item) => item.id === breed);
                    if (breed && breed !== CROSSBREED_ID && !kept) setValue('breed', '');
                  },
                })}
              />
              <RadioGroup
                label={t('gender')}
                required
                orientation="horizontal"
                options={[
                  { value: 'male', label: t('male') },
                  { value: 'female', label: t('female') },
                ]}
                error={errors.gender}
                {...register('gender')}
              />
            </>
          ) : null}
          {profileFields ? (
            <>
              <TextField label={t('name')} required error={errors.name} {...register('name')} />
              {profile ? (
                <Controller
                  control={control}
                  name="breed"
                  render={({ field }) => (
                    <LazyCombobox
                      label={t('breed')}
                      required
                      name="breed"
                      items={breedItems}
                      pinnedItems={[{ id: CROSSBREED_ID, label: t('crossbreed') }]}
                      value={(field.value as string) || null}
                      onChange={(id) => {
                        field.onChange(id ?? '');
                        setValue('crossbreed', id === CROSSBREED_ID);
                      }}
                      onBlur={field.onBlur}
                      ref={field.ref}
                      error={errors.breed}
                    />
                  )}
                />
              ) : null}
              <div className={styles.wide}>
                <BirthdayField
                  label={t('birthday')}
                  required
                  today={today}
                  error={errors.birthday ?? errors.years ?? errors.months}
                  // An age given in years and months opens in the age mode (register's props carry no value yet).
                  defaultMode={initialBirthdayMode({
                    birthday: String(initial.birthday ?? ''),
                    years: String(initial.years ?? ''),
                    months: String(initial.months ?? ''),
                  })}
                  dateInput={register('birthday')}
                  yearsInput={register('years')}
                  monthsInput={register('months')}
                />
              </div>
              <Controller
                control={control}
                name="sterilized"
                render={({ field }) => (
                  <RadioGroup
                    label={t('sterilized')}
                    required
                    name="sterilized"
                    orientation="horizontal"
                    options={[
                      { value: 'true', label: t('yes') },
                      { value: 'false', label: t('no') },
                    ]}
                    value={field.value === undefined ? '' : String(field.value)}
                    onValueChange={(value) => field.onChange(value === 'true')}
                    onBlur={field.onBlur}
                    // Chosen before hydration, the choice is the field's value too (keepTypedValues.ts).
                    ref={keepTypedChoice(field.ref)}
                    error={errors.sterilized}
                  />
                )}
              />
            </>
          ) : null}
          {sections.includes('shape') ? (
            <>
              <TextField
                label={t('weight')}
                description={t('weightHelp')}
                inputMode="decimal"
                required
                error={errors.weight}
                {...register('weight')}
              />
              <Select
                label={t('activity')}
                required
                placeholder={t('chooseActivity')}
                options={PET_ACTIVITIES.map((a) => ({ value: a, label: t(`activity_${a}`) }))}
                error={errors.activity}
                {...register('activity')}
              />
              <div className={styles.wide}>
                <BodyConditionPicker required error={errors.condition} {...register('condition')} />
              </div>
            </>
          ) : null}
          {sections.includes('diet') ? (
            <>
              <div className={styles.wide}>
                <Switch
                  label={t('hasPathology')}
                  checked={hasPathology}
                  onChange={(event) => {
                    setHasPathology(event.target.checked);
                    setValue('feature', event.target.checked ? '' : NO_PATHOLOGY);
                  }}
                />
              </div>
              {hasPathology ? (
                <div className={styles.wide}>
                  <Select
                    label={t('feature')}
                    required
                    placeholder={t('choosePathology')}
                    options={PET_PATHOLOGIES.map((p) => ({ value: p, label: t(`pathology_${p}`) }))}
                    error={errors.feature}
                    {...register('feature')}
                  />
                </div>
              ) : null}
              <fieldset className={styles.wide} aria-describedby={errors.feeds ? `${hintId}-feeds` : undefined}>
                <legend>{t('feeds')}</legend>
                <div className={styles.checkboxes}>
                  {PET_FEEDS.map((feed) => (
                    <Checkbox key={feed} label={t(`feed_${feed}`)} value={feed} {...register('feeds')} />
                  ))}
                </div>
                <FeedsError id={`${hintId}-feeds`} error={errors.feeds as FieldErrorInput} formName={config.formName} />
              </fieldset>
              <TextField label={t('kibbleBrand')} required error={errors.kibbleBrand} {...register('kibbleBrand')} />
              <TextField label={t('oldKibbleBrand')} error={errors.oldKibbleBrand} {...register('oldKibbleBrand')} />
              <div className={styles.wide}>
                <Checkbox label={t('onlyThisBrand')} {...register('onlyThisBrandSinceAlways')} />
              </div>
            </>
          ) : null}
        </div>
        {formErrors.map((violation, index) => (
          <FormError key={index} error={{ code: violation.code, message: violation.message }} />
        ))}
        <div>
          <Button type="submit" loading={pending} disabled={blocked} aria-describedby={blocked ? hintId : undefined}>
            {submitLabel ?? (variant === 'account' ? t('submit') : t('next'))}
          </Button>
          {blocked ? (
            <p id={hintId} className={styles.hint}>
              {t('incomplete')}
            </p>
          ) : null}
        </div>
      </form>
    </FormScope>
  );
}

/** The feeds group's error, read through the field convention (`forms.{form}.feeds.errors.{code}`). */
function FeedsError({ id, error, formName }: { id: string; error: FieldErrorInput; formName: string }) {
  const locale = useLocale();
  const lookup = fieldErrorLookup(error, { form: formName, field: 'feeds' });
  if (!lookup) return null;
  return (
    <p id={id} className={fieldStyles.errorMessage} data-field-error="">
      {resolveFieldError(lookup, locale)}
    </p>
  );
}
