import { globalFontFace } from '@vanilla-extract/css';
import { createBrandTheme } from '../createBrandTheme.css.ts';
import { croquetterieTokens } from './croquetterie.tokens.ts';

/** La Croquetterie's theme class (the CSS variables only; `./croquetterie.ts` also loads its fonts). */
export const croquetterieThemeClass = createBrandTheme(croquetterieTokens, 'croquetterie');

/**
 * Local fonts stretched to Source Sans 3's and Merriweather's metrics (values from @capsizecss/metrics), so that
 * text shown before the web fonts arrive wraps as it will after: the swap moves nothing (no layout shift).
 */
globalFontFace("'Source Sans 3 fallback'", {
  src: "local('Arial'), local('Liberation Sans'), local('LiberationSans-Regular')",
  sizeAdjust: '93.76%',
  ascentOverride: '109.21%',
  descentOverride: '42.66%',
  lineGapOverride: '0%',
});
globalFontFace("'Merriweather fallback'", {
  src: "local('Georgia')",
  sizeAdjust: '108.79%',
  ascentOverride: '90.45%',
  descentOverride: '25.09%',
  lineGapOverride: '0%',
});
