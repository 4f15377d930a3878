import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  borderTop: `1px solid ${vars.colour.border.standard}`,
});

export const item = style({
  borderBottom: `1px solid ${vars.colour.border.standard}`,
});

export const heading = style({ margin: 0 });

export const trigger = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  padding: `${vars.space.small} ${vars.space.xxsmall}`,
  border: 'none',
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.large.mobile.fontSize,
  lineHeight: vars.text.large.mobile.lineHeight,
  color: vars.colour.text.standard,
  selectors: {
    '&:hover': { color: vars.colour.tone.brand.foreground },
    '&:disabled': { cursor: 'not-allowed', color: vars.colour.text.secondary },
  },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const panel = style({
  padding: `0 ${vars.space.xxsmall} ${vars.space.medium}`,
  fontFamily: vars.font.family.body,
  color: vars.colour.text.standard,
});
