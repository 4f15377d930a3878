// Layout of the home page and its hero slides, scoped to HomePage and HeroCarousel (no global class names).
import { vars } from '@gamelle/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const homePushes = style({});
export const homeReassurance = style({});
export const pushTitle = style({});
export const pushLink = style({});
export const homeReviews = style({});
export const homeNewsletter = style({});

export const home = style({ display: 'grid', gap: vars.space.xlarge });
export const homeTitle = style({ margin: 0 });
export const hero = style({
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.colour.surface.sunken,
});
// The carousel has a fixed height by breakpoint: the picture fills the slide and the text sits over it.
export const heroSlide = style({ position: 'relative', height: '100%', display: 'grid', alignItems: 'end' });
export const heroMedia = style({ position: 'absolute', inset: 0 });
globalStyle(`${heroMedia} > *, ${heroMedia} img`, { width: '100%', height: '100%', objectFit: 'cover' });
export const heroText = style({
  position: 'relative',
  margin: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
});
globalStyle(`${heroText} p`, { margin: 0 });
export const heroTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.heading[2].mobile.fontSize,
  lineHeight: vars.heading[2].mobile.lineHeight,
});
globalStyle(`${homePushes}, ${homeReassurance}`, {
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const push = style({ position: 'relative', display: 'grid', gap: vars.space.xsmall });
globalStyle(`${push} p, ${pushTitle}`, { margin: 0 });
globalStyle(`${pushLink}::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${homeReassurance} li`, { display: 'grid', gap: vars.space.xxsmall });
globalStyle(`${homeReviews}, ${homeNewsletter}`, {
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.colour.surface.sunken,
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
});
globalStyle(`${homeReviews} p, ${homeNewsletter} p, ${homeReviews} h2, ${homeNewsletter} h2`, { margin: 0 });
