// Layout of the product and sample pages, the ration calculator and the reviews, scoped to their components;
// breakpoints from the design system.
import { boxReset, mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const desktop = mediaQuery('desktop');

export const constituents = style({});
export const review = style({ ':focus-visible': { outline: `${vars.focusRing.width} solid ${vars.colour.focus}` } });

export const product = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
export const rationFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  alignItems: 'start',
});
globalStyle(`${rationFields} > button`, { gridColumn: '1 / -1', justifySelf: 'start' });
/** The ration calculator in the buy box's column: a quiet card under the add button. */
export const rationCard = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.colour.surface.sunken,
  marginTop: vars.space.large,
});
export const rationResult = style({ fontWeight: vars.font.weight.strong });
globalStyle(`${constituents} th`, {
  textAlign: 'left',
  paddingRight: vars.space.large,
  fontWeight: vars.font.weight.regular,
});
export const reviewsList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.medium });
globalStyle(`${review} p`, { margin: `${vars.space.xxsmall} 0` });
export const reviewsCount = style({ color: vars.colour.text.secondary });
// Empty until a page fails, and kept in the page meanwhile so that screen readers announce the message.
export const reviewsError = style({ color: vars.colour.tone.critical.foreground });
export const reviewVerified = style({ color: vars.colour.tone.positive.foreground });
export const fieldError = style({ color: vars.colour.tone.critical.foreground, margin: 0 });

// The buy box's boxes, as the design system's Box, Stack and Inline lay them out (its reset, then the layout), without
// their sprinkles in the product page's first load: the reset's module holds one class, not the sprinkles' table.
export { boxReset };
const stack = { display: 'flex', flexDirection: 'column', alignItems: 'stretch' } as const;
export const stackMedium = style([boxReset, { ...stack, gap: vars.space.medium }]);
export const stackXsmall = style([boxReset, { ...stack, gap: vars.space.xsmall }]);
export const inlineSmall = style([
  boxReset,
  {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: vars.space.small,
    justifyContent: 'flex-start',
    alignItems: 'center',
  },
]);
