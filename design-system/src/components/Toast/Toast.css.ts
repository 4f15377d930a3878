import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/** Bottom of the screen on phones (thumb reach), bottom right from the tablet up; above page content. */
export const region = style({
  position: 'fixed',
  insetInline: vars.space.medium,
  bottom: vars.space.medium,
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.xsmall,
  pointerEvents: 'none',
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  width: 'min(100%, 420px)',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  borderInlineStart: '4px solid',
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  boxShadow: vars.elevation.large,
  animation: `${enter} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

const tones = ['info', 'positive', 'caution', 'critical'] as const;
export type ToastTone = (typeof tones)[number];
const byTone = Object.fromEntries(tones.map((t) => [t, t])) as Record<ToastTone, ToastTone>;

export const tone = styleVariants(byTone, (t) => ({ borderColor: vars.colour.tone[t].border }));
export const icon = styleVariants(byTone, (t) => ({ color: vars.colour.tone[t].foreground, display: 'flex' }));

export const body = style({ flex: 1, minWidth: 0 });
export const title = style({ fontWeight: vars.font.weight.strong });

/** Placement of the close IconButton: it overhangs the padding so the text lines up. */
export const close = style({ margin: `calc(-1 * ${vars.space.small})` });
