import { Suspense, useEffect } from 'react';
import { useLocale } from '../../i18n/LocaleProvider.tsx';
import type { Locale } from '../../i18n/locales.ts';
import { fieldErrorLookup, type FieldErrorInput, type FieldErrorLookup } from '../../forms/fieldError.ts';
import { preloadFieldErrors, useErrorCatalogue } from '../../forms/FieldErrorText.tsx';
import { useFormScope } from '../../forms/FormScope.tsx';
import * as styles from './FormError.css.ts';
import { Icon } from '../Icon/Icon.tsx';

export interface FormErrorProps {
  /** `{ code, message? }`, a message key, or react-hook-form's `errors.root.server`. */
  error?: FieldErrorInput;
  /** The `{form}` of the key when there is no FormScope around. */
  formName?: string;
  id?: string;
}

/**
 * The error of a whole form, above its submit button. The live region is always rendered, so the message
 * is announced when it appears; when there is no error it is empty and takes no room. Its text comes from the
 * error catalogue, which the browser loads on demand (FieldErrorText.tsx, issue 19): until then (a first error
 * before the page was idle) the region stays empty; the server's HTML holds the text from the start.
 */
export function FormError({ error, formName, id }: FormErrorProps) {
  const locale = useLocale();
  const scope = useFormScope();
  const lookup = fieldErrorLookup(error, { form: formName ?? scope, field: 'form' });
  useEffect(preloadFieldErrors, []);
  return (
    <div id={id} role="alert" className={styles.root} data-empty={lookup ? undefined : ''}>
      {lookup ? (
        <Suspense fallback={null}>
          <FormErrorContent lookup={lookup} locale={locale} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FormErrorContent({ lookup, locale }: { lookup: FieldErrorLookup; locale: Locale }) {
  const text = useErrorCatalogue().resolveFormError(lookup, locale);
  return (
    <>
      <Icon name="alert-circle" size="small" className={styles.icon} />
      <p className={styles.text}>{text}</p>
    </>
  );
}
