import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * Checkbox, radio and switch: a native input drawn with `appearance: none` so it keeps native keyboard
 * behaviour, form participation and react-hook-form's `register`, inside a label row as tall as the touch
 * target.
 */
export const choiceRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
  cursor: 'pointer',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  color: vars.colour.text.standard,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.colour.text.secondary } },
});

// Sizes are set in full (padding and minimum sizes too): an app's own `input { min-height; padding }` rule must
// not stretch a radio into an oval or a checkbox into a bar.
const box = {
  appearance: 'none',
  flexShrink: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  minHeight: 0,
  display: 'inline-grid',
  placeContent: 'center',
  background: vars.colour.surface.raised,
  border: `2px solid ${vars.colour.border.field}`,
  cursor: 'inherit',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
} as const;

const focusAndState = {
  '&:focus-visible': {
    outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
    outlineOffset: vars.focusRing.offset,
  },
  '&[aria-invalid="true"]': { borderColor: vars.colour.tone.critical.border },
  '&:disabled': { background: vars.colour.surface.sunken, borderColor: vars.colour.border.standard },
} as const;

export const checkbox = style({
  ...box,
  width: 22,
  height: 22,
  borderRadius: vars.radius.small,
  selectors: {
    ...focusAndState,
    '&:checked, &:indeterminate': {
      background: vars.colour.tone.brand.backgroundStrong,
      borderColor: vars.colour.tone.brand.backgroundStrong,
    },
    // The tick: a rotated L drawn with borders, in the colour that reads on the brand fill.
    '&:checked::before': {
      content: '""',
      width: 6,
      height: 11,
      marginTop: -2,
      borderRight: `2px solid ${vars.colour.tone.brand.foregroundOnStrong}`,
      borderBottom: `2px solid ${vars.colour.tone.brand.foregroundOnStrong}`,
      transform: 'rotate(45deg)',
    },
    '&:indeterminate::before': {
      content: '""',
      width: 10,
      height: 2,
      background: vars.colour.tone.brand.foregroundOnStrong,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const radio = style({
  ...box,
  width: 22,
  height: 22,
  borderRadius: '50%',
  selectors: {
    ...focusAndState,
    '&:checked': { borderColor: vars.colour.tone.brand.backgroundStrong },
    '&:checked::before': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: vars.colour.tone.brand.backgroundStrong,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const switchTrack = style({
  ...box,
  width: 44,
  height: 26,
  borderRadius: 13,
  placeContent: 'center start',
  padding: 2,
  background: vars.colour.surface.sunken,
  selectors: {
    ...focusAndState,
    '&::before': {
      content: '""',
      width: 18,
      height: 18,
      borderRadius: '50%',
      background: vars.colour.text.secondary,
      transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
    },
    '&:checked': {
      background: vars.colour.tone.brand.backgroundStrong,
      borderColor: vars.colour.tone.brand.backgroundStrong,
    },
    '&:checked::before': { transform: 'translateX(18px)', background: vars.colour.tone.brand.foregroundOnStrong },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const choiceText = style({ display: 'flex', flexDirection: 'column' });

export const choiceDescription = style({
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.colour.text.secondary,
});
