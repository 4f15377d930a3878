import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

/**
 * Shared look of every form control (input, select, textarea, the phone and birthday parts), driven by the
 * state attributes the field components set: `data-invalid`, `data-disabled`, and :focus-visible.
 */
export const fieldRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const label = style({
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  color: vars.colour.text.standard,
  padding: 0,
});

export const requiredMarker = style({
  color: vars.colour.tone.critical.foreground,
  marginLeft: vars.space.xxsmall,
});

export const description = style({
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  color: vars.colour.text.secondary,
});

export const errorMessage = style({
  margin: 0,
  display: 'flex',
  gap: vars.space.xxsmall,
  alignItems: 'flex-start',
  fontFamily: vars.font.family.body,
  fontSize: vars.text.small.mobile.fontSize,
  lineHeight: vars.text.small.mobile.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.colour.tone.critical.foreground,
});

/** The text control itself: at least the touch target high, a visible border, a focus ring. */
export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.controlHeight.standard,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.text.standard.mobile.fontSize,
  lineHeight: vars.text.standard.mobile.lineHeight,
  color: vars.colour.text.standard,
  background: vars.colour.surface.raised,
  border: `1px solid ${vars.colour.border.field}`,
  borderRadius: vars.radius.standard,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.colour.text.standard },
    '&:focus-visible, &[data-focus-visible]': {
      outline: `${vars.focusRing.width} solid ${vars.colour.focus}`,
      outlineOffset: vars.focusRing.offset,
    },
    '&[aria-invalid="true"], &[data-invalid]': {
      borderColor: vars.colour.tone.critical.border,
      borderWidth: '2px',
    },
    '&:disabled, &[data-disabled]': {
      cursor: 'not-allowed',
      background: vars.colour.surface.sunken,
      color: vars.colour.text.secondary,
    },
    '&::placeholder': { color: vars.colour.text.secondary, opacity: 1 },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

/** A row of controls that belong together (phone country + number, years + months). */
export const controlRow = style({
  display: 'flex',
  gap: vars.space.xsmall,
  alignItems: 'stretch',
  selectors: { '&[hidden]': { display: 'none' } },
});

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

globalStyle(`${fieldRoot}[data-disabled] ${label}`, { color: vars.colour.text.secondary });

/** An input with a button inside its right edge (password visibility). */
export const adornedControl = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

globalStyle(`${adornedControl} > input`, { paddingRight: `calc(${vars.touchTarget} + ${vars.space.xsmall})` });
globalStyle(`${adornedControl} > :not(input)`, { position: 'absolute', right: vars.space.xxsmall });
