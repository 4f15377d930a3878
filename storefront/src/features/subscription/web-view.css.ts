// The web view (no layout: a phone's width, the shop's body colours) and its demo's phone frame.
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({
  maxWidth: vars.contentWidth.small,
  margin: '0 auto',
  padding: vars.space.medium,
  minHeight: '100vh',
  boxSizing: 'border-box',
  background: vars.colour.surface.body,
  color: vars.colour.text.standard,
});

export const card = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  display: 'grid',
  gap: vars.space.xsmall,
});
globalStyle(`${card} dd`, { margin: 0, fontWeight: vars.font.weight.medium });

/** A link the size of a touch target (the way back to the app). */
export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  color: vars.colour.text.link,
  ':hover': { color: vars.colour.text.linkHover },
  ':focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
});

export const demo = style({
  maxWidth: vars.contentWidth.xlarge,
  margin: '0 auto',
  padding: vars.space.large,
  display: 'grid',
  gap: vars.space.large,
});

/** The phone and the messages it sent, side by side from a tablet's landscape width. */
export const demoColumns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 1024px)': { gridTemplateColumns: '400px minmax(0, 1fr)' } },
});

/** A phone: 375 × 667 of screen inside a rounded bezel. */
export const phone = style({
  width: 375,
  maxWidth: '100%',
  padding: '48px 12px',
  borderRadius: 40,
  background: '#1b1b1f',
  boxShadow: vars.elevation.medium,
  boxSizing: 'content-box',
});

export const screen = style({
  display: 'block',
  width: '100%',
  height: 667,
  border: 0,
  borderRadius: 4,
  background: vars.colour.surface.body,
});

export const emptyScreen = style([
  screen,
  { display: 'grid', placeItems: 'center', padding: vars.space.medium, boxSizing: 'border-box', textAlign: 'center' },
]);

export const messages = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.small });
globalStyle(`${messages} pre`, {
  margin: 0,
  padding: vars.space.small,
  overflowX: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
  fontFamily: vars.font.family.mono,
  background: vars.colour.surface.sunken,
  borderRadius: vars.radius.small,
});
