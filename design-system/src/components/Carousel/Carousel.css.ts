import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { CAROUSEL } from '../../theme/presentation.ts';
import { mediaQuery } from '../../theme/breakpoints.ts';
import { vars } from '../../theme/contract.css.ts';

/** Set inline when a page asks for another height than the defaults of spec §9. */
export const heightOverride = createVar();

const [mobile, tablet, desktop, wide] = CAROUSEL.defaultHeights;

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const viewport = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  height: fallbackVar(heightOverride, `${mobile}px`),
  // Vertical scrolling stays with the browser; horizontal drags are the carousel's swipes.
  touchAction: 'pan-y',
  '@media': {
    [mediaQuery('tablet')]: { height: fallbackVar(heightOverride, `${tablet}px`) },
    [mediaQuery('desktop')]: { height: fallbackVar(heightOverride, `${desktop}px`) },
    [mediaQuery('wide')]: { height: fallbackVar(heightOverride, `${wide}px`) },
  },
});

export const track = style({
  display: 'flex',
  height: '100%',
  transition: `transform ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  flex: '0 0 100%',
  height: '100%',
  overflow: 'hidden',
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
});

export const position = style({
  minWidth: '5ch',
  textAlign: 'center',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.secondary,
});
