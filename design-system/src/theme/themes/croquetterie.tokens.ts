import { sharedTokens, tone, type ThemeTokens } from '../tokens.ts';

/** La Croquetterie, the maker's second brand: cool sage surfaces, forest green, Merriweather over Source Sans 3. */
export const croquetterieTokens: ThemeTokens = {
  ...sharedTokens,
  colour: {
    surface: { body: '#f7f8f5', raised: '#ffffff', sunken: '#ecefe8', backdrop: 'rgba(28, 36, 33, 0.6)' },
    text: {
      standard: '#1c2421',
      secondary: '#4e5a55',
      inverted: '#ffffff',
      link: '#1d5e8a',
      linkHover: '#15476a',
    },
    border: { standard: '#cfd6d1', field: '#7d8a84', subtle: '#e3e8e4' },
    focus: '#6b2fa8',
    tone: {
      brand: tone('#2a5c45', '#e3f0e8', '#2f6b4f', '#224f3a', '#ffffff', '#3f7d60'),
      neutral: tone('#3f4a45', '#eceeec', '#2c3531', '#1a201d', '#ffffff', '#7d8a84'),
      critical: tone('#a4262c', '#fbe9ea', '#a4262c', '#7f1d22', '#ffffff', '#c8434a'),
      positive: tone('#256029', '#e7f3e4', '#2d7332', '#215626', '#ffffff', '#3c8a42'),
      caution: tone('#75500a', '#fdf1d3', '#e8a317', '#c98b0d', '#1c2421', '#a0700a'),
      info: tone('#1d4f80', '#e4eef8', '#245f99', '#1b4873', '#ffffff', '#3574b3'),
    },
  },
  font: {
    family: {
      body: "'Source Sans 3', 'Source Sans 3 fallback', system-ui, sans-serif",
      heading: "'Merriweather', 'Merriweather fallback', Georgia, serif",
      mono: 'ui-monospace, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '600', strong: '700', heading: '700' },
  },
  radius: { none: '0', small: '2px', standard: '4px', large: '8px', full: '9999px' },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(28, 36, 33, 0.14)',
    medium: '0 3px 10px rgba(28, 36, 33, 0.16)',
    large: '0 10px 28px rgba(28, 36, 33, 0.22)',
  },
};
