import { useId, useState } from 'react';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import { passwordFieldMessages } from './PasswordField.messages.ts';
import * as styles from './PasswordField.css.ts';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment'> {
  /** `current-password` on login, `new-password` on registration and change (password managers rely on it). */
  autoComplete?: 'current-password' | 'new-password';
  /** Controlled visibility. */
  visible?: boolean;
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/**
 * A password input with a show/hide toggle. The toggle is a real button with a fixed accessible name
 * ("Afficher le mot de passe") whose `aria-pressed` says whether the password is shown, and it never
 * submits the form.
 */
export function PasswordField({
  visible,
  defaultVisible = false,
  onVisibleChange,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const t = useMessages(passwordFieldMessages);
  const [ownVisible, setOwnVisible] = useState(defaultVisible);
  const shown = visible ?? ownVisible;
  const generated = useId();
  const id = props.id ?? `password${generated}`;
  const toggle = (
    <IconButton
      icon={shown ? 'eye-off' : 'eye'}
      label={t('showPassword')}
      className={styles.toggle}
      aria-pressed={shown}
      aria-controls={id}
      disabled={props.disabled}
      onClick={() => {
        setOwnVisible(!shown);
        onVisibleChange?.(!shown);
      }}
    />
  );
  return (
    <TextField
      {...props}
      id={id}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      endAdornment={toggle}
    />
  );
}
