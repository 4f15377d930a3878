import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Leaves room for the button inside the input. */
export const input = style({ paddingRight: `calc(${vars.touchTarget} + ${vars.space.xsmall})` });

export const inputRow = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const button = style({
  position: 'absolute',
  right: vars.space.xxsmall,
  display: 'inline-grid',
  placeContent: 'center',
  width: vars.touchTarget,
  height: `calc(${vars.controlHeight.standard} - 4px)`,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.colour.text.standard,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.colour.surface.sunken },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.colour.focus}` },
    '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.text.secondary },
  },
});

export const popover = style({
  width: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  background: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.standard}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.elevation.medium,
});

export const listBox = style({ outline: 'none', padding: vars.space.xxsmall });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  color: vars.colour.text.standard,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.colour.tone.brand.background, color: vars.colour.tone.brand.foreground },
    '&[data-selected]': { fontWeight: vars.font.weight.strong },
    '&[data-focus-visible]': { outline: `${vars.focusRing.width} solid ${vars.colour.focus}`, outlineOffset: '-2px' },
  },
});

export const empty = style({
  margin: 0,
  padding: vars.space.small,
  fontFamily: vars.font.family.body,
  color: vars.colour.text.secondary,
});
