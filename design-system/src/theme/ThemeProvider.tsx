import { createContext, useContext, type ReactNode } from 'react';
import type { BrandTheme } from './BrandTheme.ts';
import { themeRoot } from './root.css.ts';

export type ColourMode = 'light' | 'dark';

interface ThemeContextValue {
  theme: BrandTheme;
  colourMode: ColourMode;
  /** Classes a portal's root needs so content rendered outside the tree (dialogs, tooltips) stays themed. */
  rootClassName: string;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  theme: BrandTheme;
  /** Colour mode for the `darkMode` sprinkles condition; light unless the app says otherwise. */
  colourMode?: ColourMode;
  children: ReactNode;
}

/**
 * Applies a brand theme on a root element and tells portals (Dialog, Tooltip) which classes to re-apply,
 * since they render under `<body>`, outside the themed element.
 */
export function ThemeProvider({ theme, colourMode = 'light', children }: ThemeProviderProps) {
  const rootClassName = `${theme.className} ${themeRoot}`;
  return (
    <ThemeContext.Provider value={{ theme, colourMode, rootClassName }}>
      <div className={rootClassName} data-theme={theme.name} data-colour-mode={colourMode}>
        {theme.css ? <style data-brand-theme={theme.name}>{theme.css}</style> : null}
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The active brand theme, or null outside a ThemeProvider (the app themed `<html>` itself). */
export function useTheme(): ThemeContextValue | null {
  return useContext(ThemeContext);
}

export { themeRoot as themeRootClassName };
