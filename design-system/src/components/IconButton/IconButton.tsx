import type { ButtonHTMLAttributes, Ref } from 'react';
import { focusRing } from '../../css/focusRing.css.ts';
import { Icon, type IconProps } from '../Icon/Icon.tsx';
import type { IconName } from '../Icon/iconPaths.ts';
import * as styles from './IconButton.css.ts';

type NativeProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label' | 'aria-labelledby'>;

export interface IconButtonProps extends NativeProps {
  /** The glyph, from the `Icon` set. */
  icon: IconName;
  /** The button's accessible name (the icon itself is decorative): "Fermer", "Diapositive suivante"... */
  label: string;
  iconSize?: IconProps['size'];
  variant?: keyof typeof styles.variant;
  tone?: keyof typeof styles.tone;
  shape?: keyof typeof styles.shape;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button that shows only an icon, 44 × 44 px (WCAG 2.5.8), named by `label`. State travels as native
 * attributes (`disabled`, `aria-pressed`, `aria-controls`); a component adds its own placement through
 * `className`. Works as Radix's `asChild` target (props and ref are forwarded).
 */
export function IconButton({
  icon,
  label,
  iconSize = 'small',
  variant = 'ghost',
  tone = 'neutral',
  shape = 'rounded',
  type = 'button',
  className,
  ref,
  ...rest
}: IconButtonProps) {
  const classes = [styles.base, styles.variant[variant], styles.tone[tone], styles.shape[shape], focusRing, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button {...rest} ref={ref} type={type} className={classes} aria-label={label}>
      <Icon name={icon} size={iconSize} />
    </button>
  );
}
