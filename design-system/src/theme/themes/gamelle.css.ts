import { globalFontFace } from '@vanilla-extract/css';
import { createBrandTheme } from '../createBrandTheme.css.ts';
import { gamelleTokens } from './gamelle.tokens.ts';

/** Gamelle's theme class (the CSS variables only; `./gamelle.ts` also loads its fonts). */
export const gamelleThemeClass = createBrandTheme(gamelleTokens, 'gamelle');

/**
 * A local sans-serif stretched to Nunito's metrics (values from @capsizecss/metrics: size-adjust from the average
 * glyph widths, ascent/descent over units per em). Text shown before the web font arrives wraps like Nunito, so
 * the swap moves nothing on the page (no layout shift).
 */
globalFontFace("'Nunito fallback'", {
  src: "local('Arial'), local('Liberation Sans'), local('LiberationSans-Regular')",
  sizeAdjust: '101.39%',
  ascentOverride: '99.71%',
  descentOverride: '34.82%',
  lineGapOverride: '0%',
});
