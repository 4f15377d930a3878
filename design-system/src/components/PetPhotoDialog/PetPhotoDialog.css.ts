import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const preview = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '1 / 1',
  maxWidth: 280,
  margin: '0 auto',
  borderRadius: vars.radius.large,
  background: vars.colour.surface.sunken,
  overflow: 'hidden',
  color: vars.colour.text.secondary,
});

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** The native file input stays in the page (the Import button opens it) but not in the tab order. */
export const fileInput = style({ position: 'absolute', width: 1, height: 1, opacity: 0, pointerEvents: 'none' });

export const tools = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.xsmall });

export const rules = style({
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.secondary,
});
