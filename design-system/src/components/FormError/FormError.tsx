import { useLocale } from '../../i18n/LocaleProvider.tsx';
import type { FieldErrorInput } from '../../forms/fieldError.ts';
import { useFormScope } from '../../forms/FormScope.tsx';
import { formErrorText } from './formErrorText.ts';
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
 * is announced when it appears; when there is no error it is empty and takes no room.
 */
export function FormError({ error, formName, id }: FormErrorProps) {
  const locale = useLocale();
  const scope = useFormScope();
  const text = formErrorText(error, formName ?? scope, locale);
  return (
    <div id={id} role="alert" className={styles.root} data-empty={text ? undefined : ''}>
      {text ? (
        <>
          <Icon name="alert-circle" size="small" className={styles.icon} />
          <p className={styles.text}>{text}</p>
        </>
      ) : null}
    </div>
  );
}
