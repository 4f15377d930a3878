import { createThemeContract } from '@vanilla-extract/css';
import type { ThemeTokens } from './tokens.ts';

/**
 * The one theme contract: every component reads `vars.*`, every brand theme fills them in with createTheme.
 * The shape is spelled out with nulls (vanilla-extract only needs the keys); `satisfies` ties it to
 * ThemeTokens so the two cannot drift.
 */
const tone = {
  foreground: null,
  background: null,
  backgroundStrong: null,
  backgroundStrongHover: null,
  foregroundOnStrong: null,
  border: null,
};
const step = { fontSize: null, lineHeight: null };
const responsiveStep = { mobile: step, tablet: step };

const shape = {
  colour: {
    surface: { body: null, raised: null, sunken: null, backdrop: null },
    text: { standard: null, secondary: null, inverted: null, link: null, linkHover: null },
    border: { standard: null, field: null, subtle: null },
    focus: null,
    tone: { brand: tone, neutral: tone, critical: tone, positive: tone, caution: tone, info: tone },
  },
  font: {
    family: { body: null, heading: null, mono: null },
    weight: { regular: null, medium: null, strong: null, heading: null },
  },
  text: { xsmall: responsiveStep, small: responsiveStep, standard: responsiveStep, large: responsiveStep },
  heading: { 1: responsiveStep, 2: responsiveStep, 3: responsiveStep, 4: responsiveStep },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  radius: { none: null, small: null, standard: null, large: null, full: null },
  elevation: { none: null, small: null, medium: null, large: null },
  focusRing: { width: null, offset: null },
  touchTarget: null,
  controlHeight: { small: null, standard: null, large: null },
  contentWidth: { small: null, medium: null, large: null, xlarge: null },
  motion: {
    duration: { fast: null, standard: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
} satisfies NullLeaves<ThemeTokens>;

export const vars = createThemeContract(shape);

type NullLeaves<T> = { [K in keyof T]: T[K] extends string ? null : NullLeaves<T[K]> };
