import { createBrandTheme } from '../createBrandTheme.css.ts';
import { croquetterieTokens } from './croquetterie.tokens.ts';

/** La Croquetterie's theme class (the CSS variables only; `./croquetterie.ts` also loads its fonts). */
export const croquetterieThemeClass = createBrandTheme(croquetterieTokens, 'croquetterie');
