// The newsletter form (home block, footer, exit pop-up) and its confirmation pages.
import { vars } from '@gamelle/design-system';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space.small, maxWidth: 520 });

/** The field and the button side by side from the tablet width, stacked below. */
export const row = style({
  display: 'grid',
  gap: vars.space.small,
  alignItems: 'end',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '1fr auto' } },
});

export const fine = style({
  margin: 0,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.secondary,
});

export const page = style({ maxWidth: 640, marginInline: 'auto', paddingBlock: vars.space.xlarge });

export const coupon = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  border: `2px dashed ${vars.colour.border.field}`,
  background: vars.colour.surface.sunken,
});

export const couponCode = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.heading[3].mobile.fontSize,
  letterSpacing: '0.08em',
});
