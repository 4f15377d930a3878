import { style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';
import { tones, type TextSize } from '../../theme/tokens.ts';

const sizes: TextSize[] = ['xsmall', 'small', 'standard', 'large'];

export const size = styleVariants(
  Object.fromEntries(sizes.map((name) => [name, name])) as Record<TextSize, TextSize>,
  (name) => ({
    fontSize: vars.text[name].mobile.fontSize,
    lineHeight: vars.text[name].mobile.lineHeight,
    '@media': {
      [mediaQuery('tablet')]: {
        fontSize: vars.text[name].tablet.fontSize,
        lineHeight: vars.text[name].tablet.lineHeight,
      },
    },
  }),
);

export const tone = styleVariants({
  standard: { color: vars.colour.text.standard },
  secondary: { color: vars.colour.text.secondary },
  inverted: { color: vars.colour.text.inverted },
  inherit: { color: 'inherit' },
  ...Object.fromEntries(tones.map((name) => [name, { color: vars.colour.tone[name].foreground }])),
} as Record<TextTone, { color: string }>);

export const weight = styleVariants({
  regular: { fontWeight: vars.font.weight.regular },
  medium: { fontWeight: vars.font.weight.medium },
  strong: { fontWeight: vars.font.weight.strong },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

/** Long words (breed names, e-mail addresses) wrap instead of overflowing narrow cards. */
export const base = style({ overflowWrap: 'anywhere' });

export const truncate = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', display: 'block' });

export type TextTone = 'standard' | 'secondary' | 'inverted' | 'inherit' | (typeof tones)[number];
