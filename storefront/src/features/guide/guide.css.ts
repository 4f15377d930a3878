// Page layout of the guides (every control is a design-system component): the user-guide layout of spec §2, its
// steps, and the recommendation cards.
import { mediaQuery, vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');
const desktop = mediaQuery('desktop');

/** What the guide is for beside the step on a desktop, above it on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', alignItems: 'start' } },
});

export const card = style({
  padding: vars.space.large,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  minWidth: 0,
});

export const aside = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.sunken,
});

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  counterReset: 'step',
});

export const step = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: '999px',
  border: `1px solid ${vars.colour.border.standard}`,
  color: vars.colour.text.secondary,
  selectors: {
    '&[aria-current="step"]': {
      borderColor: vars.colour.tone.brand.border,
      background: vars.colour.tone.brand.background,
      color: vars.colour.tone.brand.foreground,
      fontWeight: vars.font.weight.strong,
    },
  },
});

/** The step's heading takes the focus on each step (tabIndex -1): no ring for a programmatic focus. */
export const stepHeading = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.heading[2].mobile.fontSize,
  lineHeight: vars.heading[2].mobile.lineHeight,
  outline: 'none',
  '@media': {
    [tablet]: { fontSize: vars.heading[2].tablet.fontSize, lineHeight: vars.heading[2].tablet.lineHeight },
  },
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const product = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.colour.border.subtle}`,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
});

export const main = style({ borderColor: vars.colour.tone.brand.border, borderWidth: 2 });

/** A product's picture beside its name, on a phone too: the card's width stays for the details and the form. */
export const productHeader = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'center',
});

export const picture = style({ width: 64, height: 64, objectFit: 'contain' });

/** A closed alternative: thumbnail, name, then its daily ration and price on a second line. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: '40px minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'center',
});

export const thumb = style({ width: 40, height: 40, objectFit: 'contain' });

export const summaryText = style({ display: 'grid', gap: vars.space.xxsmall });

export const summaryFacts = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.regular,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.colour.text.secondary,
});
globalStyle(`${product} h3, ${product} h4`, { margin: 0 });

export const facts = style({ margin: 0, paddingLeft: vars.space.large, lineHeight: 1.5 });

export const choices = style({
  display: 'grid',
  gap: vars.space.small,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.font.weight.strong, padding: 0, marginBottom: vars.space.xsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });
