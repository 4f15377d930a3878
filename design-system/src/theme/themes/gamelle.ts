// Fonts are bundled from npm (latin subset covers French and Dutch), never fetched from a CDN: one variable Nunito
// file carries every weight (the face is declared in gamelle.fonts.css).
import './gamelle.fonts.css';
import type { BrandTheme } from '../BrandTheme.ts';
import { gamelleThemeClass } from './gamelle.css.ts';

/** Gamelle's theme entry point: `import { gamelleTheme } from '@gamelle/design-system/themes/gamelle'`. */
export const gamelleTheme: BrandTheme = { name: 'gamelle', label: 'Gamelle', className: gamelleThemeClass };
