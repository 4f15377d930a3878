import { expect, test } from '../src/story-test.ts';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { orphanBaselines, storybookBaselines, themesOf, viewports } from '../src/matrix.ts';
import { knownPlayFailures } from '../src/known-play-failures.ts';
import { baselineDir, storybookDir } from '../src/paths.ts';
import { afterResize, settle, settleStory } from '../src/settle.ts';
import { docsUrl, readDocsPages, readStories, storyUrl } from '../src/storybook.ts';

// Every story of the built Storybook in each brand theme: a screenshot at each width compared with
// `__screenshots__/storybook/<story id>/<theme>-<width>.png`. One page load serves the three widths; the checks
// are soft, so a failing width does not hide the others.
// axe runs on every story in both themes once per `npm test`, in the components suite (Storybook's a11y addon
// with `test: 'error'`, every WCAG 2.2 A/AA rule among axe's rules, violations named in the failure). Running it
// here as well cost about 40 % of this suite for the same check and pushed CI past its budget (README).
const stories = readStories(storybookDir);
const widestFirst = [...viewports].reverse();

test('the built Storybook lists stories to photograph', () => {
  expect(stories.length, `stories in ${storybookDir}/index.json`).toBeGreaterThan(0);
});

test('every known play failure names a story of the build', () => {
  const ids = new Set(stories.map((story) => story.id));
  expect(Object.keys(knownPlayFailures).filter((id) => !ids.has(id))).toEqual([]);
});

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    test.use({ viewport: { width: widestFirst[0]!.width, height: widestFirst[0]!.height } });

    for (const theme of themesOf(story)) {
      test(`${theme}: looks as approved at ${widestFirst.map((v) => v.width).join('/')} px`, async ({ page }) => {
        await page.goto(storyUrl(story.id, theme));
        await settleStory(page, { knownPlayFailure: knownPlayFailures[story.id]?.message });

        for (const viewport of widestFirst) {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await afterResize(page);
          await expect
            .soft(page, `${viewport.width} px`)
            .toHaveScreenshot(['storybook', story.id, `${theme}-${viewport.width}.png`], {
              fullPage: true,
              // A part that changes by itself over time (a progress trickle, a clock) is marked by its component.
              mask: [page.locator('[data-visual-mask]')],
            });
        }
      });
    }
  });
}

// The docs pages for designers and PMs (usage per component family, Foundations with the three brands side by
// side): one shot per width, in `__screenshots__/storybook/<docs id>/docs-<width>.png`.
const docsPages = readDocsPages(storybookDir);

test('the built Storybook has its docs pages', () => {
  expect(docsPages.map((page) => page.title)).toContain('Docs/Foundations');
});

for (const docs of docsPages) {
  test(`${docs.title}: docs page looks as approved at ${widestFirst.map((v) => v.width).join('/')} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: widestFirst[0]!.width, height: widestFirst[0]!.height });
    await page.goto(docsUrl(docs.id));
    await expect(page.locator('#storybook-docs h1').first()).toBeVisible({ timeout: 15_000 });
    await settle(page, { network: false });
    for (const viewport of widestFirst) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await afterResize(page);
      await expect
        .soft(page, `${viewport.width} px`)
        .toHaveScreenshot(['storybook', docs.id, `docs-${viewport.width}.png`], { fullPage: true });
    }
  });
}

// A baseline no test compares with any more (a story renamed or removed, a screen no longer photographed in a theme)
// would stay in the repository unseen: the suite names it, and `git rm` is the fix.
test('every committed Storybook baseline belongs to a story, theme and width photographed here', () => {
  const committed = readdirSync(join(baselineDir, 'storybook'), { recursive: true, encoding: 'utf8' }).map(
    (path) => `storybook/${path.split('\\').join('/')}`,
  );
  const orphans = orphanBaselines(committed, storybookBaselines(stories, docsPages));
  expect(orphans, `baselines without a test (git rm them):\n${orphans.slice(0, 30).join('\n')}`).toEqual([]);
});
