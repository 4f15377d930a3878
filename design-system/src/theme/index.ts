export { vars } from './contract.css.ts';
export { breakpoints, breakpointNames, mediaQuery, type Breakpoint } from './breakpoints.ts';
export { BREAKPOINTS, CAROUSEL, COPY_FEEDBACK_MS, LOADING_BAR } from './presentation.ts';
export { tones, type Tone, type ThemeTokens, type ToneTokens, type Space, type TextSize } from './tokens.ts';
export type { HeadingLevel, Radius, Elevation, ContentWidth } from './tokens.ts';
export type { BrandTheme } from './BrandTheme.ts';
export { brandThemeFromTokens } from './brandThemeFromTokens.ts';
export { sharedTokens, tone } from './tokens.ts';
export {
  ThemeProvider,
  useTheme,
  themeRootClassName,
  type ThemeProviderProps,
  type ColourMode,
} from './ThemeProvider.tsx';
