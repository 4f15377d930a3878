// The campaign banner's reserved band, the consent banner, offers and pushes. Breakpoints from the design system.
import { mediaQuery, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

const tablet = mediaQuery('tablet');

/**
 * The top banner's band is reserved in the server's HTML, before the tracker answers, so a banner arriving never
 * moves the page (CLS 0): two lines on a phone, one from a tablet, the text clamped to them.
 */
export const bannerSlot = style({
  height: '2.75rem',
  overflow: 'hidden',
  background: vars.colour.tone.brand.background,
  color: vars.colour.tone.brand.foreground,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: 1.3,
  '@media': { [tablet]: { height: '2.25rem' } },
  selectors: { '&[data-collapsed="true"]': { height: 0 } },
});

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  height: '100%',
  maxWidth: vars.contentWidth.large,
  margin: '0 auto',
  padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
});

export const bannerText = style({
  flex: '1 1 auto',
  textAlign: 'center',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  color: 'inherit',
  '@media': { [tablet]: { WebkitLineClamp: 1 } },
});

export const bannerClose = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.colour.focus}`, outlineOffset: '-3px' },
    '&:hover': {
      background: vars.colour.tone.brand.backgroundStrong,
      color: vars.colour.tone.brand.foregroundOnStrong,
    },
  },
});

/** The consent banner: fixed at the bottom, over the page (it moves nothing), never trapping focus. */
export const consent = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 50,
  maxHeight: '85vh',
  overflowY: 'auto',
  background: vars.colour.surface.raised,
  borderTop: `1px solid ${vars.colour.border.subtle}`,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.12)',
  padding: vars.space.medium,
});

export const consentInner = style({ maxWidth: vars.contentWidth.large, margin: '0 auto' });

export const offer = style({
  maxWidth: vars.contentWidth.large,
  margin: `${vars.space.medium} auto`,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.colour.tone.positive.background,
  color: vars.colour.tone.positive.foreground,
});

export const push = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.small,
  height: '100%',
  minHeight: '12rem',
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.colour.tone.brand.background,
  color: vars.colour.tone.brand.foreground,
});

export const wallForm = style({ display: 'grid', gap: vars.space.small });
