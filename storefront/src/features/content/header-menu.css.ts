// The header's reassurance line and main menu, scoped to HeaderMenu; breakpoints from the design system.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

export const nav = style({ borderTop: `1px solid ${vars.colour.border.subtle}` });

// Reassurance: one line on a phone (the first promise), all of them from a tablet.
export const reassurance = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.space.large,
  margin: 0,
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  listStyle: 'none',
  background: vars.colour.surface.sunken,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
});
globalStyle(`${reassurance} li:not(:first-child)`, {
  display: 'none',
  '@media': { [tablet]: { display: 'list-item' } },
});

export const menu = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xsmall,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  listStyle: 'none',
});
globalStyle(`${menu} a, ${menu} summary`, {
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
});
globalStyle(`${menu} summary`, { listStyle: 'none', gap: vars.space.xxsmall });
globalStyle(`${menu} summary::-webkit-details-marker`, { display: 'none' });
// A chevron drawn with borders (no text for screen readers to announce); it turns when the sub-menu is open.
globalStyle(`${menu} summary::after`, {
  content: "''",
  width: '0.4em',
  height: '0.4em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
});
globalStyle(`${menu} details[open] > summary::after`, { transform: 'translateY(25%) rotate(-135deg)' });
