import { createBrandTheme } from '../createBrandTheme.css.ts';
import { gamelleTokens } from './gamelle.tokens.ts';

/** Gamelle's theme class (the CSS variables only; `./gamelle.ts` also loads its fonts). */
export const gamelleThemeClass = createBrandTheme(gamelleTokens, 'gamelle');
