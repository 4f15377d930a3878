import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// What sprinkles cannot say: state selectors driven by data-* attributes, transitions and the loading overlay.
export const button = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minWidth: vars.touchTarget,
  border: '2px solid transparent',
  borderRadius: vars.radius.standard,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    '&[data-loading]': { cursor: 'progress' },
  },
});

export const size = styleVariants({
  // `small` keeps the 44 px touch target (WCAG 2.2 target size); only its type and padding shrink.
  small: {
    minHeight: vars.touchTarget,
    paddingInline: vars.space.small,
    fontSize: vars.text.small.mobile.fontSize,
    lineHeight: vars.text.small.mobile.lineHeight,
  },
  standard: {
    minHeight: vars.controlHeight.standard,
    paddingInline: vars.space.medium,
    fontSize: vars.text.standard.mobile.fontSize,
    lineHeight: vars.text.standard.mobile.lineHeight,
  },
  large: {
    minHeight: vars.controlHeight.large,
    paddingInline: vars.space.large,
    fontSize: vars.text.large.mobile.fontSize,
    lineHeight: vars.text.large.mobile.lineHeight,
  },
});

const active = '&:not([data-disabled]):not([data-loading])';

export const variant = styleVariants({
  primary: {
    background: vars.colour.tone.brand.backgroundStrong,
    color: vars.colour.tone.brand.foregroundOnStrong,
    selectors: { [`${active}:hover`]: { background: vars.colour.tone.brand.backgroundStrongHover } },
  },
  secondary: {
    background: vars.colour.surface.raised,
    color: vars.colour.tone.brand.foreground,
    borderColor: vars.colour.tone.brand.border,
    selectors: { [`${active}:hover`]: { background: vars.colour.tone.brand.background } },
  },
  ghost: {
    background: 'transparent',
    color: vars.colour.tone.brand.foreground,
    selectors: { [`${active}:hover`]: { background: vars.colour.tone.brand.background } },
  },
  critical: {
    background: vars.colour.tone.critical.backgroundStrong,
    color: vars.colour.tone.critical.foregroundOnStrong,
    selectors: { [`${active}:hover`]: { background: vars.colour.tone.critical.backgroundStrongHover } },
  },
});

export const fullWidth = style({ width: '100%' });

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: 'inherit' });

/** While loading the label stays in the accessible name and keeps the width, but is not seen. */
export const hiddenContent = style({ opacity: 0 });

export const loadingOverlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
