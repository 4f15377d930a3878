import { sharedTokens, tone, type ThemeTokens } from '../tokens.ts';

/** Gamelle: warm cream surfaces, terracotta brand, rounded Nunito. */
export const gamelleTokens: ThemeTokens = {
  ...sharedTokens,
  colour: {
    surface: { body: '#fff9f3', raised: '#ffffff', sunken: '#f6eee5', backdrop: 'rgba(42, 31, 26, 0.6)' },
    text: {
      standard: '#2a1f1a',
      secondary: '#5e534c',
      inverted: '#ffffff',
      link: '#a33d17',
      linkHover: '#7e2e10',
    },
    border: { standard: '#d9cec4', field: '#8c8079', subtle: '#ede5dd' },
    focus: '#1f63a8',
    tone: {
      brand: tone('#a33d17', '#fcebdf', '#b3431b', '#933513', '#ffffff', '#c2531f'),
      neutral: tone('#4a403a', '#f1ebe4', '#3b322d', '#231d1a', '#ffffff', '#8c8079'),
      critical: tone('#b3261e', '#fdecea', '#b3261e', '#8c1d17', '#ffffff', '#d0443a'),
      positive: tone('#1e6b3a', '#e6f4ea', '#1e7a43', '#155c32', '#ffffff', '#2e8b50'),
      caution: tone('#7a4d00', '#fff3d1', '#f2b705', '#d9a300', '#2a1f1a', '#a86e00'),
      info: tone('#1f5a99', '#e5f0fb', '#1f63a8', '#174c82', '#ffffff', '#3a7bc8'),
    },
  },
  font: {
    family: {
      body: "'Nunito', 'Nunito fallback', system-ui, sans-serif",
      heading: "'Nunito', 'Nunito fallback', system-ui, sans-serif",
      mono: 'ui-monospace, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '600', strong: '700', heading: '800' },
  },
  radius: { none: '0', small: '6px', standard: '12px', large: '20px', full: '9999px' },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(42, 31, 26, 0.12), 0 1px 3px rgba(42, 31, 26, 0.08)',
    medium: '0 4px 12px rgba(42, 31, 26, 0.14)',
    large: '0 12px 32px rgba(42, 31, 26, 0.2)',
  },
};
