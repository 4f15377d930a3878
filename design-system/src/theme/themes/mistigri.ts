import { brandThemeFromTokens } from '../brandThemeFromTokens.ts';
import { mistigriTokens } from './mistigri.tokens.ts';

/** Mistigri's entry point: `import { mistigriTheme } from '@gamelle/design-system/themes/mistigri'`. */
export const mistigriTheme = brandThemeFromTokens(mistigriTokens, { name: 'mistigri', label: 'Mistigri' });
