import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import { getCountryCallingCode } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY, PHONE_COUNTRIES, type PhoneCountry } from '@gamelle/contract/shared/locales';
import { isPhoneCountry, isValidPhone, PHONE_ERROR_KEY, phoneMetadata } from '@gamelle/contract/address/phone';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import * as styles from '../../forms/field.css.ts';
import { mergeRefs } from '../../forms/mergeRefs.ts';
import { useField, type FieldBaseProps } from '../../forms/useField.ts';
import { Field } from '../Field/Field.tsx';
import { formatPhoneInput, isDeletingSeparator } from './phoneFormat.ts';
import { phoneFieldMessages } from './PhoneField.messages.ts';
import * as own from './PhoneField.css.ts';

export interface PhoneFieldProps
  extends FieldBaseProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children' | 'className' | 'style'> {
  /** Controlled country of the number. */
  country?: PhoneCountry;
  /** Uncontrolled initial country; FR unless told (spec §5). */
  defaultCountry?: PhoneCountry;
  onCountryChange?: (country: PhoneCountry) => void;
  /** Name of the country select, so a native form submits it too. */
  countryName?: string;
  /**
   * Checks the number against the chosen country when the field is left and shows `forms.phone.error`
   * (spec §8) until it is corrected. An `error` prop always wins.
   */
  validateOnBlur?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A mobile number with its country (FR, BE, DE, IT, LU): formatted as it is typed, parsed with the chosen
 * country, and a number typed with +32… switches the country by itself. The number input works with
 * `register`/`Controller`; the country is a native select beside it.
 */
export function PhoneField({
  label,
  description,
  error,
  formName,
  country,
  defaultCountry = DEFAULT_PHONE_COUNTRY,
  onCountryChange,
  countryName,
  validateOnBlur = true,
  onChange,
  onBlur,
  ref,
  ...input
}: PhoneFieldProps) {
  const t = useMessages(phoneFieldMessages);
  const [ownCountry, setOwnCountry] = useState<PhoneCountry>(defaultCountry);
  const selected = country ?? ownCountry;
  const [ownInvalid, setOwnInvalid] = useState(false);
  const last = useRef(String(input.value ?? input.defaultValue ?? ''));
  const shownError = error || (validateOnBlur && ownInvalid ? PHONE_ERROR_KEY : undefined);
  const field = useField({ label, description, error: shownError, formName, ...input });

  const countrySelect = useRef<HTMLSelectElement>(null);
  const numberInput = useRef<HTMLInputElement>(null);

  const check = (value: string, forCountry: PhoneCountry) =>
    setOwnInvalid(value.trim() !== '' && !isValidPhone(value, forCountry));

  const chooseCountry = (next: PhoneCountry) => {
    setOwnCountry(next);
    onCountryChange?.(next);
    if (ownInvalid) check(last.current, next);
  };

  // A country chosen before the page hydrated is kept: the select shows it, but the state still says the server's
  // one, and its next render would put that back. The number typed then is what formatting continues from.
  useEffect(() => {
    const shown = countrySelect.current?.value;
    if (shown && shown !== selected && isPhoneCountry(shown)) chooseCountry(shown);
    if (numberInput.current) last.current = numberInput.current.value;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the hydrated (or first) render
  }, []);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const element = event.currentTarget;
    const raw = element.value;
    // Reformat only while typing at the end, so editing in the middle does not make the caret jump.
    if (!isDeletingSeparator(last.current, raw) && element.selectionStart === raw.length) {
      const { formatted, detectedCountry } = formatPhoneInput(raw, selected);
      element.value = formatted;
      if (detectedCountry && detectedCountry !== selected) chooseCountry(detectedCountry);
    }
    last.current = element.value;
    if (ownInvalid) check(element.value, selected);
    onChange?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (validateOnBlur) check(event.currentTarget.value, selected);
    onBlur?.(event);
  };

  return (
    <Field
      ids={field.ids}
      label={label}
      description={description}
      errorText={field.errorText}
      required={input.required}
      disabled={input.disabled}
    >
      <div className={styles.controlRow}>
        <select
          ref={countrySelect}
          className={[styles.control, own.country].join(' ')}
          aria-label={t('country')}
          name={countryName}
          value={selected}
          disabled={input.disabled}
          onChange={(event) => {
            const next = event.currentTarget.value;
            if (isPhoneCountry(next)) chooseCountry(next);
          }}
        >
          {PHONE_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {`${t(code)} (+${getCountryCallingCode(code, phoneMetadata)})`}
            </option>
          ))}
        </select>
        <input
          ref={mergeRefs(numberInput, ref)}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={styles.control}
          onChange={handleChange}
          onBlur={handleBlur}
          {...input}
          {...field.controlProps}
          data-country={selected}
        />
      </div>
    </Field>
  );
}
