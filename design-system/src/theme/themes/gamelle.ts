// Fonts are bundled from npm (latin subset covers French and Dutch), never fetched from a CDN.
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-600.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-800.css';
import type { BrandTheme } from '../BrandTheme.ts';
import { gamelleThemeClass } from './gamelle.css.ts';

/** Gamelle's theme entry point: `import { gamelleTheme } from '@gamelle/design-system/themes/gamelle'`. */
export const gamelleTheme: BrandTheme = { name: 'gamelle', label: 'Gamelle', className: gamelleThemeClass };
