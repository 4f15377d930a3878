// The header's reassurance line and mega-menu, scoped to MegaMenu; breakpoints from the design system.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');
const desktop = mediaQuery('desktop');

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

/** The panels hang from the whole menu row (its full width), not from their button. */
export const nav = style({ position: 'relative', borderTop: `1px solid ${vars.colour.border.subtle}` });

/**
 * The row scrolls sideways when its entries are wider than the screen (a phone). A fade over each side where more
 * entries lie says so (the fades below); focusing an entry scrolls it clear of the fades.
 */
const fadeWidth = '2.5rem';
export const menu = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  alignItems: 'center',
  columnGap: vars.space.medium,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `0 ${vars.space.medium}`,
  listStyle: 'none',
  scrollbarWidth: 'none',
  whiteSpace: 'nowrap',
  // A focused entry scrolls in clear of the fades, its focus ring too (mega-menu-keys.ts).
  scrollPaddingInline: `calc(${fadeWidth} + ${vars.focusRing.width} + ${vars.focusRing.offset})`,
  // The fades below ask it whether it scrolls further on their side.
  containerType: 'scroll-state' as 'normal',
});

/*
 * The fades: CSS only, nothing in the page's JavaScript. They are the row's own ::before (start) and ::after (end),
 * positioned from the menu's frame (the row is not: it scrolls under them, they stay at its edges, and the panels
 * still hang below the row uncut). Where the browser answers scroll-state container queries, each shows only while
 * the row has more to scroll on its side (a row that fits, a desktop's, shows neither), fading in and out unless
 * motion is reduced. Elsewhere each is a static fade as wide as the row's side padding, which it covers when the
 * row is at that end: the last entry then shows whole. Pointer-transparent; logical sides, mirrored right to left.
 */
// The row is centred in the menu's frame up to the content width: its edges, from the frame's.
const rowEdge = `max(0px, calc((100% - ${vars.contentWidth.large}) / 2))`;
const scrollState = '(container-type: scroll-state)';
const fade = {
  content: "''",
  position: 'absolute',
  top: 0,
  bottom: 0,
  zIndex: 1,
  width: vars.space.medium,
  pointerEvents: 'none',
  '@supports': {
    [scrollState]: {
      width: fadeWidth,
      opacity: 0,
      transition: 'opacity 150ms',
      '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
    },
  },
} as const;
globalStyle(`${menu}::before`, {
  ...fade,
  insetInlineStart: rowEdge,
  background: `linear-gradient(to left, transparent, ${vars.colour.surface.body})`,
});
globalStyle(`${menu}::after`, {
  ...fade,
  insetInlineEnd: rowEdge,
  background: `linear-gradient(to right, transparent, ${vars.colour.surface.body})`,
});
globalStyle(`${menu}::before`, {
  '@container': { 'scroll-state(scrollable: inline-start)': { opacity: 1 } },
});
globalStyle(`${menu}::after`, {
  '@container': { 'scroll-state(scrollable: inline-end)': { opacity: 1 } },
});
globalStyle(`${menu}:dir(rtl)::before, ${menu}:dir(rtl)::after`, { scale: '-1 1' });

const menuItem = {
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  color: vars.colour.text.standard,
  textDecoration: 'none',
} as const;
export const topLink = style(menuItem);

/** A universe's entry: static, so its panel is positioned from the menu row. */
export const entry = style({});
export const trigger = style({
  ...menuItem,
  listStyle: 'none',
  gap: vars.space.xxsmall,
  selectors: { [`${entry}[open] > &`]: { color: vars.colour.tone.brand.foreground } },
});
globalStyle(`${trigger}::-webkit-details-marker`, { display: 'none' });
// A chevron drawn with borders (no text for screen readers to announce); it turns when the panel is open.
globalStyle(`${trigger}::after`, {
  content: "''",
  width: '0.4em',
  height: '0.4em',
  borderRight: '2px solid currentColor',
  borderBottom: '2px solid currentColor',
  transform: 'translateY(-25%) rotate(45deg)',
});
globalStyle(`${entry}[open] > ${trigger}::after`, { transform: 'translateY(25%) rotate(-135deg)' });

/** Over the page under the menu row, the row's full width; it scrolls inside when taller than the screen. */
export const panel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  zIndex: 30,
  maxHeight: 'calc(100dvh - 8rem)',
  overflowY: 'auto',
  whiteSpace: 'normal',
  padding: `${vars.space.medium} ${vars.space.medium} ${vars.space.large}`,
  background: vars.colour.surface.raised,
  borderTop: `1px solid ${vars.colour.border.subtle}`,
  boxShadow: vars.elevation.large,
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: 0,
  listStyle: 'none',
  '@media': {
    [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [desktop]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  color: vars.colour.text.standard,
  textAlign: 'center',
  textDecoration: 'none',
  fontWeight: vars.font.weight.strong,
  selectors: { '&:hover': { background: vars.colour.surface.sunken } },
});
globalStyle(`${tile}:hover span:last-child`, { textDecoration: 'underline' });
/** « Tout l'univers chien »: the first tile, marked in the brand's colour. */
export const tileAll = style([tile, { color: vars.colour.tone.brand.foreground }]);

export const tileImage = style({
  display: 'block',
  width: 96,
  height: 96,
  maxWidth: '100%',
  objectFit: 'contain',
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.sunken,
});
