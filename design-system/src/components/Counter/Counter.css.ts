import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'inline-flex', alignItems: 'center' });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  overflow: 'hidden',
  selectors: { '&[data-disabled]': { background: vars.colour.surface.sunken } },
});

/** The stepper's minus and plus IconButtons stretch to the frame's height. */
export const stepButton = style({ height: 'auto', minHeight: vars.touchTarget });

export const input = style({
  width: '3.5ch',
  minWidth: vars.touchTarget,
  boxSizing: 'content-box',
  padding: `0 ${vars.space.xxsmall}`,
  border: 'none',
  borderLeft: `1px solid ${vars.colour.border.subtle}`,
  borderRight: `1px solid ${vars.colour.border.subtle}`,
  background: 'transparent',
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.standard.mobile.fontSize,
  color: vars.colour.text.standard,
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: `calc(-1 * ${vars.focusRing.width})`,
    },
  },
});
