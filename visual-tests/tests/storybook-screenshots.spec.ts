import { expect, test } from '../src/story-test.ts';
import { themes, viewports } from '../src/matrix.ts';
import { storybookDir } from '../src/paths.ts';
import { settleStory } from '../src/settle.ts';
import { readStories, storyUrl } from '../src/storybook.ts';

// Every story of the built Storybook, in each brand theme, at each width, compared with its committed baseline
// `__screenshots__/storybook/<story id>/<theme>-<width>.png`.
const stories = readStories(storybookDir);

test('the built Storybook lists stories to photograph', () => {
  expect(stories.length, `stories in ${storybookDir}/index.json`).toBeGreaterThan(0);
});

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    for (const viewport of viewports) {
      test.describe(`${viewport.width}px`, () => {
        test.use({ viewport: { width: viewport.width, height: viewport.height } });

        for (const theme of themes) {
          test(`looks as approved in the ${theme} theme`, async ({ page }) => {
            await page.goto(storyUrl(story.id, theme));
            await settleStory(page);
            await expect(page).toHaveScreenshot(['storybook', story.id, `${theme}-${viewport.width}.png`], {
              fullPage: true,
            });
          });
        }
      });
    }
  });
}
