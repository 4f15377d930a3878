// The static page's picture, offer terms and calls to action (ContentPage), scoped to it.
import { mediaQuery, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

/** Picture and offer side by side from a tablet, the picture first on a phone. */
export const hero = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'center',
  marginBlock: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  borderRadius: vars.radius.large,
  background: vars.colour.surface.sunken,
});

export const terms = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  listStyle: 'none',
  borderRadius: vars.radius.standard,
  background: vars.colour.tone.brand.background,
  color: vars.colour.text.standard,
});

export const termsTitle = style({ margin: 0, fontSize: vars.text.large.mobile.fontSize });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: `${vars.space.large} 0 0`,
  padding: 0,
  listStyle: 'none',
});
