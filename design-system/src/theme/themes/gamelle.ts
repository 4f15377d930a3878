// Fonts are self-hosted, never fetched from a CDN: one variable Nunito file, cut to the shops' characters
// (scripts/subset-nunito.sh), carries every weight (the face is declared in gamelle.fonts.css).
import './gamelle.fonts.css';
import nunitoUrl from '../fonts/nunito-shop-wght.woff2?url';
import type { BrandTheme } from '../BrandTheme.ts';
import { gamelleThemeClass } from './gamelle.css.ts';

/** Gamelle's theme entry point: `import { gamelleTheme } from '@gamelle/design-system/themes/gamelle'`. */
export const gamelleTheme: BrandTheme = { name: 'gamelle', label: 'Gamelle', className: gamelleThemeClass };

/**
 * The URL of the theme's font file, for an app to preload it (`<link rel="preload" as="font" crossorigin>`): the same
 * file the @font-face names, so the browser fetches it once. (The published build inlines the font into its CSS.)
 */
export const gamelleFontUrl: string = nunitoUrl;
