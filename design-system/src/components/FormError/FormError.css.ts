import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'flex-start',
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.colour.tone.critical.border}`,
  background: vars.colour.tone.critical.background,
  color: vars.colour.tone.critical.foreground,
  // Empty: no error, or its text waiting for the error catalogue (FormError.tsx).
  selectors: { '&[data-empty], &:empty': { padding: 0, border: 'none', background: 'none' } },
});

export const icon = style({ flexShrink: 0, width: 20, height: 20, marginTop: 2 });

export const text = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
});
