import { COUNTRIES, type PhoneCountry } from '@gamelle/contract/shared/locales';
import type { AddressFormInput, AddressFormValues } from '@gamelle/contract/address/rules';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import { FormScope } from '../../forms/FormScope.tsx';
import { lazySchema, placeServerError, useShopForm, type ServerViolation } from '../../forms/useShopForm.ts';
import { useLocale, useMessages } from '../../i18n/LocaleProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { FormError } from '../FormError/FormError.tsx';
import { PhoneField } from '../PhoneField/PhoneField.tsx';
import { Select } from '../Select/Select.tsx';
import { TextArea } from '../TextArea/TextArea.tsx';
import { TextField } from '../TextField/TextField.tsx';
import * as styles from './AddressForm.css.ts';
import { addressFormMessages } from './AddressForm.messages.ts';
import { BELGIAN_PROVINCES, countryHasProvinces } from './belgianProvinces.ts';

export interface AddressFormProps {
  /** An existing address to edit; a new address starts in France with a French mobile. */
  defaultValues?: Partial<AddressFormInput>;
  /** Saves the address; reject with the client's ApiError to show its violations per field. */
  onSubmit: (address: AddressFormValues) => unknown;
  onCancel?: () => void;
  /** Violations from an earlier attempt (e.g. a server-rendered POST), shown from the start. */
  violations?: ServerViolation[];
  submitLabel?: string;
  /** Data attributes for the `<form>` (the shop's `data-held-until-hydrated`: a submit before its code is held). */
  formAttributes?: Record<`data-${string}`, string>;
}

const emptyAddress: AddressFormInput = {
  alias: '',
  company: '',
  firstName: '',
  lastName: '',
  countryCode: 'FR',
  provinceCode: '',
  street: '',
  street2: '',
  postcode: '',
  city: '',
  phoneNumber: '',
  phoneNumberCountry: 'FR',
  phoneNumber2: '',
  phoneNumber2Country: 'FR',
  deliveryInstructions: '',
  isDefault: false,
};

/** The schema loads when the page is idle; validation awaits it (`useShopForm`). */
const addressSchema = lazySchema(() => import('./addressSchema.ts').then((m) => m.addressFormSchema));

/**
 * The address form of spec §5 over the contract's schema: every field with its autocomplete token, the
 * province only for Belgium, mobile numbers parsed with their country, and server violations on their field
 * (by propertyPath) or above the buttons.
 */
export function AddressForm({
  defaultValues,
  onSubmit,
  onCancel,
  violations,
  submitLabel,
  formAttributes,
}: AddressFormProps) {
  const t = useMessages(addressFormMessages);
  const locale = useLocale();
  const { form, handleSubmit, pending, formErrors } = useShopForm({
    schema: addressSchema,
    formName: 'address',
    defaultValues: { ...emptyAddress, ...defaultValues },
    onSubmit,
  });
  const { register, formState, watch, setValue, setError } = form;
  const errors = formState.errors;
  const country = watch('countryCode');
  const [phoneCountry, phone2Country] = watch(['phoneNumberCountry', 'phoneNumber2Country']);

  /**
   * The phones are parsed with their own country (spec §5): an empty one follows the address's country until the
   * customer picks one, so « 0470 12 34 56 » typed after choosing Belgium is a Belgian mobile, not +33 4 70 12 34 56
   * (a French landline, where the carrier's text messages never arrive). A number already typed keeps its country.
   */
  const followAddressCountry = (next: PhoneCountry) => {
    for (const [number, country] of [
      ['phoneNumber', 'phoneNumberCountry'],
      ['phoneNumber2', 'phoneNumber2Country'],
    ] as const) {
      if (!form.getFieldState(country).isDirty && !String(form.getValues(number) ?? '').trim()) setValue(country, next);
    }
  };

  const [initialFormErrors] = useInitialViolations(violations, (field, violation) =>
    setError(field as Path<AddressFormInput>, {
      type: violation.code ?? 'server',
      message: violation.message,
    }),
  );
  const shownFormErrors = formErrors.length > 0 || formState.submitCount > 0 ? formErrors : initialFormErrors;

  return (
    <FormScope form="address">
      <form
        {...formAttributes}
        // Posted, not sent by GET, when no script runs: what was typed stays out of the address and the logs.
        method="post"
        className={styles.form}
        noValidate
        onSubmit={handleSubmit}
        aria-busy={pending || undefined}
      >
        <div className={styles.grid}>
          <div className={styles.wide}>
            <TextField label={t('alias')} description={t('aliasHelp')} error={errors.alias} {...register('alias')} />
          </div>
          <TextField
            label={t('firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName}
            {...register('firstName')}
          />
          <TextField
            label={t('lastName')}
            autoComplete="family-name"
            required
            error={errors.lastName}
            {...register('lastName')}
          />
          <div className={styles.wide}>
            <TextField
              label={t('company')}
              autoComplete="organization"
              error={errors.company}
              {...register('company')}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('street')}
              autoComplete="address-line1"
              required
              maxLength={38}
              error={errors.street}
              {...register('street')}
            />
          </div>
          <div className={styles.wide}>
            <TextField
              label={t('street2')}
              autoComplete="address-line2"
              maxLength={38}
              error={errors.street2}
              {...register('street2')}
            />
          </div>
          <TextField
            label={t('postcode')}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            error={errors.postcode}
            {...register('postcode')}
          />
          <TextField
            label={t('city')}
            autoComplete="address-level2"
            required
            error={errors.city}
            {...register('city')}
          />
          <Select
            label={t('country')}
            autoComplete="country"
            required
            options={COUNTRIES.map((code) => ({ value: code, label: t(code) }))}
            error={errors.countryCode}
            {...register('countryCode', {
              onChange: (event: { target: { value: string } }) => {
                setValue('provinceCode', '');
                followAddressCountry(event.target.value as PhoneCountry);
              },
            })}
          />
          {countryHasProvinces(country) ? (
            <Select
              label={t('province')}
              autoComplete="address-level1"
              placeholder={t('chooseProvince')}
              options={BELGIAN_PROVINCES.map((p) => ({ value: p.code, label: p[locale] }))}
              error={errors.provinceCode}
              {...register('provinceCode')}
            />
          ) : null}
          <PhoneField
            label={t('phoneNumber')}
            description={t('phoneNumberHelp')}
            autoComplete="tel"
            required
            country={phoneCountry as PhoneCountry}
            onCountryChange={(next) => setValue('phoneNumberCountry', next, { shouldDirty: true })}
            error={errors.phoneNumber}
            {...register('phoneNumber')}
          />
          <PhoneField
            label={t('phoneNumber2')}
            autoComplete="tel"
            country={phone2Country as PhoneCountry}
            onCountryChange={(next) => setValue('phoneNumber2Country', next, { shouldDirty: true })}
            error={errors.phoneNumber2}
            {...register('phoneNumber2')}
          />
          <div className={styles.wide}>
            <TextArea
              label={t('deliveryInstructions')}
              description={t('deliveryInstructionsHelp')}
              maxLength={255}
              error={errors.deliveryInstructions}
              {...register('deliveryInstructions')}
            />
          </div>
          <div className={styles.wide}>
            <Checkbox label={t('isDefault')} error={errors.isDefault} {...register('isDefault')} />
          </div>
        </div>
        {shownFormErrors.length > 0 ? (
          shownFormErrors.map((violation, index) => (
            <FormError key={index} error={{ code: violation.code, message: violation.message }} />
          ))
        ) : (
          <FormError />
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={pending}>
            {submitLabel ?? t('submit')}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel}>
              {t('cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </FormScope>
  );
}

/** Places violations given as a prop once, on mount: per field through `place`, the rest returned for the form. */
function useInitialViolations(
  violations: ServerViolation[] | undefined,
  place: (field: string, violation: ServerViolation) => void,
): [ServerViolation[]] {
  const placement = violations
    ? placeServerError({ violations }, Object.keys(emptyAddress))
    : { fields: {}, form: [] as ServerViolation[] };
  useEffect(() => {
    for (const [field, violation] of Object.entries(placement.fields)) place(field, violation);
    // Only the violations present at mount: later ones come from submits.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return [placement.form];
}
