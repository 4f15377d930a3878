import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.colour.tone.brand.border}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  color: vars.colour.tone.brand.foreground,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colour.tone.brand.background },
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-feedback="copied"]': {
      borderColor: vars.colour.tone.positive.border,
      color: vars.colour.tone.positive.foreground,
      background: vars.colour.tone.positive.background,
    },
    '&[data-feedback="failed"]': {
      borderColor: vars.colour.tone.critical.border,
      color: vars.colour.tone.critical.foreground,
      background: vars.colour.tone.critical.background,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      color: vars.colour.text.secondary,
      borderColor: vars.colour.border.standard,
    },
  },
});

export const icon = style({ width: 20, height: 20, flexShrink: 0 });
