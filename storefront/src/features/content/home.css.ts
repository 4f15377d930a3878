// Layout of the home page and its hero slides.
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('.home', { display: 'grid', gap: vars.space.xlarge });
globalStyle('.home__title', { margin: 0 });
globalStyle('.hero', {
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.colour.surface.sunken,
});
// The carousel has a fixed height by breakpoint: the picture fills the slide and the text sits over it.
globalStyle('.hero__slide', { position: 'relative', height: '100%', display: 'grid', alignItems: 'end' });
globalStyle('.hero__media', { position: 'absolute', inset: 0 });
globalStyle('.hero__media > *, .hero__media img', { width: '100%', height: '100%', objectFit: 'cover' });
globalStyle('.hero__text', {
  position: 'relative',
  margin: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.surface.raised,
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
});
globalStyle('.hero__text p', { margin: 0 });
globalStyle('.hero__title', {
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.heading[2].mobile.fontSize,
  lineHeight: vars.heading[2].mobile.lineHeight,
});
globalStyle('.home__pushes, .home__reassurance', {
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
globalStyle('.push', { position: 'relative', display: 'grid', gap: vars.space.xsmall });
globalStyle('.push p, .push__title', { margin: 0 });
globalStyle('.push__link::after', { content: '""', position: 'absolute', inset: 0 });
globalStyle('.home__reassurance li', { display: 'grid', gap: vars.space.xxsmall });
globalStyle('.home__reviews, .home__newsletter', {
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.colour.surface.sunken,
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
});
globalStyle('.home__reviews p, .home__newsletter p, .home__reviews h2, .home__newsletter h2', { margin: 0 });
