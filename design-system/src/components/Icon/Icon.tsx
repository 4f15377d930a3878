import { tone as toneStyles, type TextTone } from '../Text/Text.css.ts';
import * as styles from './Icon.css.ts';
import { filledIcons, iconPaths, type IconName } from './iconPaths.ts';

export interface IconProps {
  name: IconName;
  size?: keyof typeof styles.size;
  /** Colour; by default the icon takes the colour of the surrounding text. */
  tone?: TextTone;
  /**
   * What the icon means when it is the only thing saying it (an icon-only button gets its name from the
   * button instead). Without a label the icon is decorative and hidden from assistive technology.
   */
  label?: string;
  /** Placement or size set by the component that holds the icon. */
  className?: string | undefined;
}

/** An SVG icon of the shop's set (dog, cat, cart, account, truck, store...). */
export function Icon({ name, size = 'standard', tone = 'inherit', label, className }: IconProps) {
  const filled = filledIcons.has(name);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={[styles.base, styles.size[size], toneStyles[tone], className].filter(Boolean).join(' ')}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={filled ? 1 : 2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      data-icon={name}
      {...a11y}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
