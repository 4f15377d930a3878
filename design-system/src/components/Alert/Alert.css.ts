import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  borderInlineStart: '4px solid',
  color: vars.colour.text.standard,
});

const tones = ['info', 'positive', 'caution', 'critical'] as const;
export type AlertTone = (typeof tones)[number];

export const tone = styleVariants(
  Object.fromEntries(tones.map((t) => [t, t])) as Record<AlertTone, AlertTone>,
  (t) => ({ background: vars.colour.tone[t].background, borderColor: vars.colour.tone[t].border }),
);

export const icon = styleVariants(
  Object.fromEntries(tones.map((t) => [t, t])) as Record<AlertTone, AlertTone>,
  (t) => ({ color: vars.colour.tone[t].foreground, flexShrink: 0, display: 'flex' }),
);

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({ fontWeight: vars.font.weight.strong });

/** Placement of the dismiss IconButton: it overhangs the padding so the text lines up. */
export const dismiss = style({ margin: `calc(-1 * ${vars.space.small})` });
