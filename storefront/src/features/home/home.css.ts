// Layout of the home page and the storefront-local hero carousel.
import { vars } from '@gamelle/design-system';
import { globalStyle } from '@vanilla-extract/css';

globalStyle('.home', { display: 'grid', gap: vars.space.xlarge });
globalStyle('.home__title', { margin: 0 });
globalStyle('.hero', {
  position: 'relative',
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  background: vars.colour.surface.sunken,
});
globalStyle('.hero__controls', {
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
  zIndex: 1,
  display: 'flex',
  gap: vars.space.xxsmall,
});
globalStyle('.hero__control', {
  minWidth: vars.touchTarget,
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  font: 'inherit',
  cursor: 'pointer',
});
globalStyle('.hero__slide', { display: 'grid' });
globalStyle('.hero__slide[hidden]', { display: 'none' });
globalStyle('.hero__text', {
  padding: vars.space.large,
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
