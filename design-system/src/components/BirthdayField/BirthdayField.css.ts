import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flex: 1,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const partLabel = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.colour.text.standard,
});

/** A text-like button: the switch is secondary to entering the value. */
export const switchButton = style({
  alignSelf: 'flex-start',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.xxsmall}`,
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  color: vars.colour.text.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colour.text.linkHover },
    '&:focus-visible': { outline: `${vars.focusRing.width} solid ${vars.colour.focus}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed', color: vars.colour.text.secondary },
  },
});
