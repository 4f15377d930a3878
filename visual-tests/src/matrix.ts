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

/**
 * The shop's screens (`Screens/…`, built by the storefront from the library) are photographed in Gamelle's theme
 * only: the shop is Gamelle's, and the other brands reach every component through the library's own stories. This
 * keeps the suite's time growing with the library, not with every new screen (README, "CI time").
 */
export function themesOf(story: { title: string; name: string }): readonly Theme[] {
  if (story.title.startsWith('Screens/')) return ['gamelle'];
  return isSampledStory(story) ? [...themes, ...sampledThemes] : themes;
}

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

/** The baselines the storybook spec compares with, as paths under `__screenshots__/`. */
export function storybookBaselines(
  stories: readonly { id: string; title: string; name: string }[],
  docs: readonly { id: string }[],
): Set<string> {
  const names = new Set<string>();
  for (const story of stories) {
    for (const theme of themesOf(story)) {
      for (const viewport of viewports) names.add(`storybook/${story.id}/${theme}-${viewport.width}.png`);
    }
  }
  for (const page of docs) {
    for (const viewport of viewports) names.add(`storybook/${page.id}/docs-${viewport.width}.png`);
  }
  return names;
}

/** The baselines the storefront spec compares with, as paths under `__screenshots__/`. */
export function storefrontBaselines(pages: readonly { name: string }[]): Set<string> {
  const names = new Set<string>();
  for (const page of pages) {
    for (const locale of locales) {
      for (const viewport of viewports) names.add(`storefront/${page.name}/${locale}-${viewport.width}.png`);
    }
  }
  return names;
}

/**
 * Committed baselines that no test compares with any more (a story renamed or removed, a screen no longer
 * photographed in a theme): they would otherwise stay in the repository unseen, and come back wrong if a story
 * of the same name returned. `committed` are paths under `__screenshots__/` of one folder (storybook/ or storefront/).
 */
export function orphanBaselines(committed: readonly string[], expected: ReadonlySet<string>): string[] {
  return committed.filter((path) => path.endsWith('.png') && !expected.has(path)).sort();
}
