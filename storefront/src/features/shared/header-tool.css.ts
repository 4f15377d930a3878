// One item of the header's tool bar (account, mini-cart, language): the layout, cart and content features each
// render one, so the look lives here, scoped, rather than in a global class.
import { breakpoints, vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

/** Below the design system's tablet breakpoint. */
const phone = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;

export const headerTool = style({
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});

/**
 * A tool's words on a phone: read by assistive technologies (the link's name) but drawn as its icon, so the logo,
 * account, cart and language fit one line from 360 px in both languages (« Mijn account » and « Winkelmand » pushed
 * the language onto a line of its own up to 430 px, and French wrapped at 360). From a tablet, the words.
 */
export const headerToolLabel = style({
  '@media': {
    [phone]: {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
      border: 0,
    },
  },
});

/** A tool's icon: on a phone only, a touch target wide. */
export const headerToolIcon = style({
  display: 'none',
  width: 24,
  height: 24,
  flexShrink: 0,
  '@media': { [phone]: { display: 'block' } },
});
export const headerToolIconTarget = style({
  '@media': { [phone]: { minWidth: vars.touchTarget, justifyContent: 'center' } },
});
