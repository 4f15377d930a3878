import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { tones, type Tone } from '../../theme/tokens.ts';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingInline: vars.space.xsmall,
  paddingBlock: '2px',
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.text.xsmall.mobile.fontSize,
  lineHeight: vars.text.xsmall.mobile.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
});

const byTone = <T>(make: (tone: Tone) => T) => Object.fromEntries(tones.map((t) => [t, make(t)])) as Record<Tone, T>;

/** Soft: tinted fill and coloured text. Strong: solid fill for what must catch the eye (promotions). */
export const soft = styleVariants(
  byTone((tone) => tone),
  (tone) => ({
    background: vars.colour.tone[tone].background,
    color: vars.colour.tone[tone].foreground,
    borderColor: vars.colour.tone[tone].border,
  }),
);

export const strong = styleVariants(
  byTone((tone) => tone),
  (tone) => ({
    background: vars.colour.tone[tone].backgroundStrong,
    color: vars.colour.tone[tone].foregroundOnStrong,
  }),
);
