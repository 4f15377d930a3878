import { expect, test } from '../src/story-test.ts';
import { viewports } from '../src/matrix.ts';
import { storybookDir } from '../src/paths.ts';
import { settleStory } from '../src/settle.ts';
import { readStories, storyUrl } from '../src/storybook.ts';

// The gate checks itself: a known story matches its committed baseline as rendered, and no longer matches
// once its colour, its spacing or its text changes a little. If a tolerance is loosened until such changes
// slip through, or the comparison stops comparing, these tests fail.
const gateStoryId = process.env.VISUAL_GATE_STORY ?? 'foundation-box--default';
const baseline = ['gate', `${gateStoryId}.png`];
const desktop = viewports[2];

type Change = 'colour' | 'padding' | 'text';
const changes: Record<Change, string> = {
  colour: 'its colour shifts by 16/255 on one channel',
  padding: 'its padding grows by 2 px',
  text: 'one letter of its text changes',
};

test.describe(`the visual gate, on ${gateStoryId}`, () => {
  test.use({ viewport: { width: desktop.width, height: desktop.height } });

  test.beforeEach(async ({ page }) => {
    const ids = readStories(storybookDir).map((story) => story.id);
    expect(ids, `the gate's story (set VISUAL_GATE_STORY to another one)`).toContain(gateStoryId);
    await page.goto(storyUrl(gateStoryId, 'gamelle'));
    await settleStory(page);
  });

  for (const [change, description] of Object.entries(changes) as [Change, string][]) {
    test(`passes the story as rendered, fails when ${description}`, async ({ page }) => {
      // As rendered, it matches (and `--update-snapshots` writes the baseline here, before the check below).
      await expect(page).toHaveScreenshot(baseline, { fullPage: true });
      await page.evaluate(applyChange, change);
      await expect(page).not.toHaveScreenshot(baseline, { fullPage: true, timeout: 5_000 });
    });
  }
});

// A story whose play function fails must fail, not be photographed as it stands: Storybook 10 ends such a
// render on `finished` with the story on screen. StockState's Default story asserts its French text, so in
// Dutch its play function throws (a real story, a real failure; no broken story is committed for the test).
const failingPlayStoryId = 'shop-stockstate--default';

test("a story whose play function throws fails with the play function's error", async ({ page }) => {
  await page.goto(storyUrl(failingPlayStoryId, 'gamelle', 'nl'));
  await expect(settleStory(page)).rejects.toThrow(/play function: .*Rupture de stock/);
});

/** Runs in the page: changes the story's component (its first element with a background) a little. */
function applyChange(change: Change): void {
  const root = document.querySelector<HTMLElement>('#storybook-root');
  const elements = Array.from(root?.querySelectorAll<HTMLElement>('*') ?? []);
  const hasBackground = (el: HTMLElement) =>
    !/^(rgba\(0, 0, 0, 0\)|transparent)$/.test(getComputedStyle(el).backgroundColor);
  const component = elements.find(hasBackground) ?? elements.find((el) => el.textContent?.trim());
  if (!component) throw new Error('the gate story renders nothing to change');
  const style = getComputedStyle(component);

  if (change === 'colour') {
    const property = hasBackground(component) ? 'background-color' : 'color';
    const [r = 0, g = 0, b = 0] = (style.getPropertyValue(property).match(/\d+/g) ?? []).map(Number);
    component.style.setProperty(property, `rgb(${r > 127 ? r - 16 : r + 16}, ${g}, ${b})`);
  } else if (change === 'padding') {
    component.style.paddingLeft = `${parseFloat(style.paddingLeft) + 2}px`;
  } else {
    const walker = document.createTreeWalker(component, NodeFilter.SHOW_TEXT);
    let node = walker.nextNode();
    while (node && !/[a-z]/i.test(node.textContent ?? '')) node = walker.nextNode();
    if (!node?.textContent) throw new Error('the gate story renders no text');
    const text = node.textContent;
    const at = text.search(/[a-z]/i);
    node.textContent = text.slice(0, at) + (text[at] === 'o' ? 'a' : 'o') + text.slice(at + 1);
  }
}
