// One item of the header's tool bar (account, mini-cart, language): the layout, cart and content features each
// render one, so the look lives here, scoped, rather than in a global class.
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const headerTool = style({
  minHeight: vars.touchTarget,
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
});
