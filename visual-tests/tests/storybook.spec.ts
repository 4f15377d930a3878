import { expect, test } from '../src/story-test.ts';
import { axeViolations } from '../src/axe.ts';
import { themes, viewports } from '../src/matrix.ts';
import { storybookDir } from '../src/paths.ts';
import { afterResize, settleStory } from '../src/settle.ts';
import { readStories, storyUrl } from '../src/storybook.ts';

// Every story of the built Storybook in each brand theme: axe (WCAG 2.2 A/AA) at the desktop width, then a
// screenshot at each width compared with `__screenshots__/storybook/<story id>/<theme>-<width>.png`.
// One page load serves the four checks (loading a story costs more than all of them together); the checks are
// soft, so a failing one does not hide the others: the report lists every differing width and every violation.
const stories = readStories(storybookDir);
const widestFirst = [...viewports].reverse();

test('the built Storybook lists stories to photograph', () => {
  expect(stories.length, `stories in ${storybookDir}/index.json`).toBeGreaterThan(0);
});

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    test.use({ viewport: { width: widestFirst[0]!.width, height: widestFirst[0]!.height } });

    for (const theme of themes) {
      test(`${theme}: no axe violation, looks as approved at ${widestFirst.map((v) => v.width).join('/')} px`, async ({
        page,
      }) => {
        await page.goto(storyUrl(story.id, theme));
        await settleStory(page);

        const violations = await axeViolations(page);
        expect.soft(violations, `axe violations in ${story.id} (${theme}):\n${violations.join('\n')}`).toEqual([]);

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
