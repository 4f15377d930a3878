// The header's search box and its suggestions, scoped to HeaderSearch and HeaderSuggestions.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', gap: vars.space.xsmall });
/** The suggestions hang from the field, its width at least, over the page. */
export const field = style({ position: 'relative', flex: 1, minWidth: 0, display: 'flex' });
export const input = style({ flex: 1, minWidth: 0 });

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxsmall})`,
  left: 0,
  width: 'max(100%, min(26rem, calc(100vw - 2rem)))',
  zIndex: 40,
  maxHeight: 'min(70dvh, 32rem)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  background: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.elevation.large,
});
export const groupLabel = style({
  margin: `${vars.space.xsmall} ${vars.space.xsmall} ${vars.space.xxsmall}`,
  fontSize: vars.text.small.mobile.fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.colour.text.secondary,
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0 });
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      background: vars.colour.surface.sunken,
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: '-2px',
    },
    '&:hover': { background: vars.colour.surface.sunken },
  },
});
export const optionName = style({ flex: 1, minWidth: 0 });
export const thumbnail = style({
  flex: 'none',
  width: 48,
  height: 48,
  objectFit: 'contain',
  borderRadius: vars.radius.small,
  background: vars.colour.surface.sunken,
});
globalStyle(`${popup} p`, { margin: 0 });
export const status = style({ padding: vars.space.xsmall, color: vars.colour.text.secondary });
