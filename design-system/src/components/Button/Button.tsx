import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { focusRing } from '../../css/focusRing.css.ts';
import { commonMessages } from '../../i18n/commonMessages.ts';
import { useMessages } from '../../i18n/LocaleProvider.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Button.css.ts';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'style' | 'color' | 'children'>;

export interface ButtonProps extends NativeProps {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Busy: shows a spinner, sets aria-busy, keeps focus and the label, and ignores presses. */
  loading?: boolean;
  /** An icon before (or after) the label, e.g. `<Icon name="cart" />`; decorative, the label names the button. */
  icon?: ReactNode;
  iconPosition?: 'start' | 'end';
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The shop's button. State is exposed as data attributes (`data-variant`, `data-size`, `data-loading`,
 * `data-disabled`) for styles and tests. A loading button stays focusable (focus is not lost when a form
 * submits) but is aria-disabled and swallows clicks, so an order cannot be sent twice.
 */
export function Button({
  children,
  variant = 'primary',
  size = 'standard',
  loading = false,
  disabled = false,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  type = 'button',
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  const t = useMessages(commonMessages);
  const className = buttonClassName({ variant, size, fullWidth });

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={className}
      disabled={disabled}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      data-size={size}
      data-loading={loading || undefined}
      data-disabled={disabled || undefined}
      data-full-width={fullWidth || undefined}
    >
      <span className={loading ? `${styles.content} ${styles.hiddenContent}` : styles.content}>
        {icon && iconPosition === 'start' ? icon : null}
        {children}
        {icon && iconPosition === 'end' ? icon : null}
      </span>
      {loading ? (
        <span className={styles.loadingOverlay}>
          <Spinner size="small" decorative />
          <VisuallyHidden>{t('loading')}</VisuallyHidden>
        </span>
      ) : null}
    </button>
  );
}

/**
 * The button's look for a link that leads somewhere (a router link or an anchor styled as a call to action):
 * a navigation stays a link, only its appearance is the button's.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'standard',
  fullWidth = false,
}: { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean } = {}): string {
  return [styles.button, styles.size[size], styles.variant[variant], fullWidth && styles.fullWidth, focusRing]
    .filter(Boolean)
    .join(' ');
}
