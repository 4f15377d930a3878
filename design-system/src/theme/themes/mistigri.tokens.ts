import { sharedTokens, tone, type ThemeTokens } from '../tokens.ts';

/**
 * Mistigri, the maker's third brand (cat food): the whole theme is this token file. Lilac-grey surfaces, plum
 * brand, system fonts (nothing to download), square-ish corners. Apps and Storybook turn it into a theme with
 * `brandThemeFromTokens(mistigriTokens, { name: 'mistigri', label: 'Mistigri' })`.
 */
export const mistigriTokens: ThemeTokens = {
  ...sharedTokens,
  colour: {
    surface: { body: '#f8f6fb', raised: '#ffffff', sunken: '#eeeaf4', backdrop: 'rgba(33, 24, 43, 0.6)' },
    text: {
      standard: '#21182b',
      secondary: '#564b63',
      inverted: '#ffffff',
      link: '#6a2c91',
      linkHover: '#4f1f6d',
    },
    border: { standard: '#d3cbdd', field: '#7f7490', subtle: '#e7e2ee' },
    focus: '#0f6e78',
    tone: {
      brand: tone('#6a2c91', '#f1e8f8', '#6a2c91', '#55217a', '#ffffff', '#8a4fb3'),
      neutral: tone('#463d52', '#efecf3', '#3a3245', '#221c2a', '#ffffff', '#7f7490'),
      critical: tone('#b0213a', '#fcebee', '#b0213a', '#8a182d', '#ffffff', '#d2405a'),
      positive: tone('#1d6a45', '#e4f3eb', '#1d7a4e', '#155c3a', '#ffffff', '#2f8a5d'),
      caution: tone('#7a4b00', '#fff2d6', '#f0b429', '#d99a0b', '#21182b', '#a86f00'),
      info: tone('#0f5f7a', '#e2f1f6', '#0f6a88', '#0b516a', '#ffffff', '#2b83a3'),
    },
  },
  font: {
    family: {
      body: "system-ui, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      heading: "Georgia, 'Times New Roman', serif",
      mono: 'ui-monospace, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '500', strong: '700', heading: '700' },
  },
  radius: { none: '0', small: '2px', standard: '6px', large: '10px', full: '9999px' },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(33, 24, 43, 0.14)',
    medium: '0 4px 14px rgba(33, 24, 43, 0.16)',
    large: '0 12px 30px rgba(33, 24, 43, 0.22)',
  },
};
