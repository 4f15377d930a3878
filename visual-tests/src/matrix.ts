/** What every screenshot is taken in: the brand themes, the widths and the shop's locales. */

/** Storybook's `theme` global values (see `.storybook/preview.tsx`): Gamelle's own brand, then the second one. */
export const themes = ['gamelle', 'croquetterie'] as const;

/**
 * The third brand, Mistigri (a token file only), is photographed on each component's "All States" story, which
 * shows every variant at once: its colours, type and radii reach every component there, and the suite grows by
 * 55 tests instead of 191 (about +13 % of its time rather than +50 %). Every story still runs in it with play
 * functions and axe in the components suite (`storybook:mistigri`).
 */
export const sampledThemes = ['mistigri'] as const;
export type Theme = (typeof themes)[number] | (typeof sampledThemes)[number];

/** Whether a story is photographed in the sampled themes too. */
export function isSampledStory(story: { name: string }): boolean {
  return story.name === 'All States';
}

/** Phone, tablet and desktop widths; heights only matter for viewport units, screenshots are full-page. */
export const viewports = [
  { name: 'mobile', width: 375, height: 812 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1260, height: 900 },
] as const;
export type Viewport = (typeof viewports)[number];

export const locales = ['fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
