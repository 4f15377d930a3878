import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const dropZone = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: `calc(${vars.touchTarget} * 2)`,
  padding: vars.space.medium,
  border: `2px dashed ${vars.colour.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  color: vars.colour.text.standard,
  selectors: {
    '&:hover:not([data-disabled]), &[data-dragging]': {
      borderColor: vars.colour.tone.brand.border,
      background: vars.colour.tone.brand.background,
    },
    '&:focus-within': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[data-invalid]': { borderColor: vars.colour.tone.critical.border },
    '&[data-disabled]': { background: vars.colour.surface.sunken, color: vars.colour.text.secondary },
  },
});

/** The native input, invisible but covering the zone: clicks, drops and keyboard all reach it. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const fakeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.colour.tone.brand.border}`,
  color: vars.colour.tone.brand.foreground,
  fontWeight: vars.font.weight.medium,
});

export const chosen = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.standard,
});
