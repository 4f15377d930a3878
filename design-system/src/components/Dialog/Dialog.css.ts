import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });
const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, -46%)' }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  background: vars.colour.surface.backdrop,
  animation: `${fadeIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
});

export const content = style({
  position: 'fixed',
  zIndex: 901,
  boxSizing: 'border-box',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.medium})`,
  maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  paddingTop: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  boxShadow: vars.elevation.large,
  animation: `${rise} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  ':focus': { outline: 'none' },
  '@media': { [mediaQuery('tablet')]: { padding: vars.space.xlarge } },
});

/**
 * The side sheet: the screen's full height along the end edge, scrolling inside; the whole width on a phone, at
 * most 440 px from a tablet. It slides in unless the user prefers reduced motion.
 */
export const sheet = style({
  position: 'fixed',
  zIndex: 901,
  boxSizing: 'border-box',
  insetBlock: 0,
  insetInlineEnd: 0,
  width: '100vw',
  height: '100dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.colour.surface.raised,
  color: vars.colour.text.standard,
  boxShadow: vars.elevation.large,
  animation: `${slideIn} ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  ':focus': { outline: 'none' },
  '@media': {
    [mediaQuery('tablet')]: { width: 440, padding: vars.space.large },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const size = styleVariants({
  small: { maxWidth: 400 },
  medium: { maxWidth: 560 },
  large: { maxWidth: 800 },
});

export const title = style({
  margin: 0,
  // Leaves room for the close button in the top corner.
  paddingInlineEnd: vars.touchTarget,
  fontFamily: vars.font.family.heading,
  fontWeight: vars.font.weight.heading,
  fontSize: vars.heading['3'].mobile.fontSize,
  lineHeight: vars.heading['3'].mobile.lineHeight,
});

export const description = style({ margin: 0, color: vars.colour.text.secondary });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

export const close = style({
  position: 'absolute',
  top: vars.space.small,
  right: vars.space.small,
});
