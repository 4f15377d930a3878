// Layout of the product and sample pages, the ration calculator and the reviews, scoped to their components;
// breakpoints from the design system.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const desktop = mediaQuery('desktop');

export const constituents = style({});
export const review = style({});

export const product = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
});
export const rationFields = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, alignItems: 'center' });
export const rationResult = style({ fontWeight: vars.font.weight.strong });
globalStyle(`${constituents} th`, {
  textAlign: 'left',
  paddingRight: vars.space.large,
  fontWeight: vars.font.weight.regular,
});
export const reviewsList = style({ listStyle: 'none', padding: 0, display: 'grid', gap: vars.space.medium });
globalStyle(`${review} p`, { margin: `${vars.space.xxsmall} 0` });
export const reviewVerified = style({ color: vars.colour.tone.positive.foreground });
export const fieldError = style({ color: vars.colour.tone.critical.foreground, margin: 0 });
