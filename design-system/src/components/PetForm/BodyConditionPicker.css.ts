import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
  gap: vars.space.xsmall,
});

export const option = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  border: `2px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  cursor: 'pointer',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  textAlign: 'center',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.colour.tone.brand.border,
      background: vars.colour.tone.brand.background,
      fontWeight: vars.font.weight.strong,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

/** The radio stays in the accessibility tree and keyboard order; the card shows its state. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  width: 1,
  height: 1,
  margin: 0,
});

export const picture = style({ width: 72, height: 48, color: vars.colour.tone.brand.foreground });
