import { expect, test } from '../src/story-test.ts';
import { axeViolations } from '../src/axe.ts';
import { axeViewport, themes } from '../src/matrix.ts';
import { storybookDir } from '../src/paths.ts';
import { settleStory } from '../src/settle.ts';
import { readStories, storyUrl } from '../src/storybook.ts';

// axe (WCAG 2.2 A and AA) on every story in each brand theme: a theme can break contrast on its own.
const stories = readStories(storybookDir);

test.use({ viewport: { width: axeViewport.width, height: axeViewport.height } });

for (const story of stories) {
  test.describe(`${story.title} › ${story.name}`, () => {
    for (const theme of themes) {
      test(`has no WCAG 2.2 A/AA violation in the ${theme} theme`, async ({ page }) => {
        await page.goto(storyUrl(story.id, theme));
        await settleStory(page);
        const violations = await axeViolations(page);
        expect(violations, `axe violations in ${story.id} (${theme}):\n${violations.join('\n')}`).toEqual([]);
      });
    }
  });
}
