// Fonts are bundled from npm (latin subset covers French and Dutch), never fetched from a CDN.
import '@fontsource/merriweather/latin-400.css';
import '@fontsource/merriweather/latin-700.css';
import '@fontsource/source-sans-3/latin-400.css';
import '@fontsource/source-sans-3/latin-600.css';
import '@fontsource/source-sans-3/latin-700.css';
import type { BrandTheme } from '../BrandTheme.ts';
import { croquetterieThemeClass } from './croquetterie.css.ts';

/** La Croquetterie's entry point: `import { croquetterieTheme } from '@gamelle/design-system/themes/croquetterie'`. */
export const croquetterieTheme: BrandTheme = {
  name: 'croquetterie',
  label: 'La Croquetterie',
  className: croquetterieThemeClass,
};
