import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** A square, touch-sized (44 px, WCAG 2.5.8) button holding one icon; the six icon-only controls share it. */
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchTarget,
  height: vars.touchTarget,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.colour.text.standard,
  cursor: 'pointer',
  selectors: {
    '&:disabled': { cursor: 'not-allowed', color: vars.colour.text.secondary, opacity: 0.6 },
  },
});

export const variant = styleVariants({
  /** No border or fill until hovered (close buttons, field adornments). */
  ghost: { selectors: { '&:hover:not(:disabled)': { background: vars.colour.surface.sunken } } },
  /** A bordered, raised button (carousel controls). */
  outline: {
    border: `1px solid ${vars.colour.border.field}`,
    background: vars.colour.surface.raised,
    selectors: { '&:hover:not(:disabled)': { background: vars.colour.tone.brand.background } },
  },
});

export const tone = styleVariants({
  neutral: {},
  /** The brand's foreground colour, the brand's tint on hover (steppers). */
  brand: {
    color: vars.colour.tone.brand.foreground,
    selectors: { '&:hover:not(:disabled)': { background: vars.colour.tone.brand.background } },
  },
});

export const shape = styleVariants({
  rounded: { borderRadius: vars.radius.standard },
  round: { borderRadius: vars.radius.full },
  /** Corners of the frame it sits in (a stepper's ends). */
  flush: { borderRadius: 0 },
});
