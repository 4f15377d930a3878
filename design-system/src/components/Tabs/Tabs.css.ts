import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.colour.border.standard}`,
  overflowX: 'auto',
});

export const tab = style({
  minHeight: vars.touchTarget,
  paddingInline: vars.space.medium,
  border: 0,
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.colour.text.secondary,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `color ${vars.motion.duration.fast}, border-color ${vars.motion.duration.fast}`,
  selectors: {
    '&:hover': { color: vars.colour.text.standard },
    '&[data-state="active"]': {
      color: vars.colour.tone.brand.foreground,
      borderBottomColor: vars.colour.tone.brand.border,
      fontWeight: vars.font.weight.strong,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // The focus ring sits inside: the list clips anything outside while scrolling horizontally.
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: `-${vars.focusRing.width}`,
    },
  },
});

export const panel = style({
  paddingBlock: vars.space.medium,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});
