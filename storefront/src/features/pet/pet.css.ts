// Page layout of the pet screens (every control is a design-system component).
import { mediaQuery, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

export const card = style({
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});

/** A pet's photo beside its facts, the photo above them on a narrow phone. */
export const petRow = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.medium,
  alignItems: 'start',
});

export const photo = style({
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.sunken,
  display: 'block',
});

/** No photo: the pet's initial on a tinted square (decorative; the name is said next to it). */
export const placeholder = style([
  photo,
  {
    display: 'grid',
    placeItems: 'center',
    fontSize: '2.25rem',
    fontWeight: 700,
    color: vars.colour.text.secondary,
  },
]);

export const bigPhoto = style({ width: '100%', maxWidth: 240 });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
});

export const factName = style({ color: vars.colour.text.secondary });
export const factValue = style({ margin: 0 });

export const sections = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [mediaQuery('tablet')]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
});

/** The form and the guide's "what it is for" aside: side by side from the desktop, the aside first on a phone. */
export const guideLayout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [mediaQuery('desktop')]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const aside = style([
  card,
  {
    background: vars.colour.surface.sunken,
    '@media': { [mediaQuery('desktop')]: { position: 'sticky', top: vars.space.large, order: 2 } },
  },
]);

export const why = style({ margin: 0, paddingLeft: vars.space.medium, lineHeight: 1.5 });

export const photoField = style({ display: 'flex', gap: vars.space.medium, alignItems: 'center', flexWrap: 'wrap' });
export const photoThumb = style({ width: 96 });
