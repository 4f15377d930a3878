import { sharedTokens, tone, type ThemeTokens } from '@gamelle/design-system/foundation';

/**
 * Ronron, a brand that exists only in this app: its whole theme is this token file (teal and coral, system
 * fonts). `brandThemeFromTokens` turns it into a theme at run time: no build plugin, no CSS to write.
 */
export const ronronTokens: ThemeTokens = {
  ...sharedTokens,
  colour: {
    surface: { body: '#f4faf9', raised: '#ffffff', sunken: '#e6f2f0', backdrop: 'rgba(16, 38, 36, 0.6)' },
    text: { standard: '#102624', secondary: '#3f5855', inverted: '#ffffff', link: '#0b6b63', linkHover: '#08524c' },
    border: { standard: '#c7dbd8', field: '#6d8985', subtle: '#dcebe9' },
    focus: '#b3361b',
    tone: {
      brand: tone('#0b6b63', '#ddf1ee', '#0b6b63', '#08524c', '#ffffff', '#2a8a81'),
      neutral: tone('#364d4a', '#e8efee', '#2b3f3c', '#172422', '#ffffff', '#6d8985'),
      critical: tone('#b0262b', '#fcebeb', '#b0262b', '#8b1c20', '#ffffff', '#d2454a'),
      positive: tone('#1c6a3c', '#e3f3e9', '#1c7a45', '#145c33', '#ffffff', '#2e8a55'),
      caution: tone('#7a4b00', '#fff2d6', '#f0b429', '#d99a0b', '#102624', '#a86f00'),
      info: tone('#1b5690', '#e3eef9', '#1f63a8', '#174c82', '#ffffff', '#3a7bc8'),
    },
  },
  font: {
    family: {
      body: "system-ui, 'Segoe UI', Roboto, Arial, sans-serif",
      heading: "Georgia, 'Times New Roman', serif",
      mono: 'ui-monospace, Menlo, Consolas, monospace',
    },
    weight: { regular: '400', medium: '500', strong: '700', heading: '700' },
  },
  radius: { none: '0', small: '4px', standard: '8px', large: '16px', full: '9999px' },
  elevation: {
    none: 'none',
    small: '0 1px 2px rgba(16, 38, 36, 0.14)',
    medium: '0 4px 12px rgba(16, 38, 36, 0.16)',
    large: '0 12px 30px rgba(16, 38, 36, 0.22)',
  },
};
