import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  backgroundColor: vars.colour.surface.sunken,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  selectors: { '&[data-fit="contain"]': { objectFit: 'contain' } },
});

/**
 * A lazy image fades in over its blurred preview once loaded. Not a priority one: it shows as it arrives, since its
 * paint is the page's largest and must not wait for the JavaScript that sets `data-loaded` (it did: 0.9 s of the
 * home's LCP on a phone). Without JavaScript every image shows as it arrives.
 */
export const fadeIn = style({
  opacity: 0,
  transition: `opacity ${vars.motion.duration.standard} ${vars.motion.easing.standard}`,
  selectors: { [`${frame}[data-loaded] &`]: { opacity: 1 } },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
    // Without JavaScript nothing marks the image loaded: it shows as it arrives.
    '(scripting: none)': { opacity: 1 },
  },
});
