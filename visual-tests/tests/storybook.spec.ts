import { expect, test } from '../src/story-test.ts';
import { themes, viewports } from '../src/matrix.ts';
import { storybookDir } from '../src/paths.ts';
import { afterResize, settleStory } from '../src/settle.ts';
import { readStories, storyUrl } from '../src/storybook.ts';

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

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    test.use({ viewport: { width: widestFirst[0]!.width, height: widestFirst[0]!.height } });

    for (const theme of themes) {
      test(`${theme}: looks as approved at ${widestFirst.map((v) => v.width).join('/')} px`, async ({ page }) => {
        await page.goto(storyUrl(story.id, theme));
        await settleStory(page);

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
