import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const toggle = style({
  display: 'inline-grid',
  placeContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.colour.text.standard,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.colour.surface.sunken },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.colour.focus}`, outlineOffset: '-2px' },
    '&[aria-pressed="true"]': { color: vars.colour.tone.brand.foreground },
    '&:disabled': { cursor: 'not-allowed', color: vars.colour.text.secondary },
  },
});
