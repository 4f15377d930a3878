/** What an app needs to apply a brand: the class that carries its CSS variables, and names for pickers. */
export interface BrandTheme {
  /** Stable identifier (used in URLs, Storybook globals, data attributes). */
  name: string;
  /** Human name of the brand. */
  label: string;
  /** Class from createTheme: put it on a root element (ThemeProvider does). */
  className: string;
  /**
   * The rule that defines the class, for themes made at run time from tokens (`brandThemeFromTokens`);
   * compiled themes (`createBrandTheme`) ship it in their CSS file instead.
   */
  css?: string | undefined;
}
