/** What every screenshot is taken in: the brand themes, the widths and the shop's locales. */

/** Storybook's `theme` global values (see `.storybook/preview.tsx`): Gamelle's own brand, then the second one. */
export const themes = ['gamelle', 'croquetterie'] as const;
export type Theme = (typeof themes)[number];

/** Phone, tablet and desktop widths; heights only matter for viewport units, screenshots are full-page. */
export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1260, height: 900 },
] as const;
export type Viewport = (typeof viewports)[number];

export const locales = ['fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
