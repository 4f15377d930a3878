import { style } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

/** Base typography and surface of a themed subtree; portals (dialogs, tooltips) re-apply it. */
export const themeRoot = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  color: vars.colour.text.standard,
  background: vars.colour.surface.body,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});
