import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page can be photographed twice with the same result: no animation or transition running, no
 * blinking caret, every font and image loaded, the network quiet. Playwright's own `animations: 'disabled'`
 * only finishes CSS animations at the moment of the shot; this also stops the ones a component starts later.
 */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({ content: freezeCss });
  const pending = await page.evaluate(async () => {
    await document.fonts.ready;
    // Lazy images below the fold would load or not depending on timing: ask for all of them now. (Scrolling
    // through the page instead would wake scroll-driven behaviour such as the shop's exit-intent prompt.)
    for (const img of Array.from(document.images)) img.loading = 'eager';
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    // Images that are not rendered (a carousel's hidden slides, another breakpoint's picture) are not in the
    // shot and may never load: only the rendered ones must be complete.
    const shown = Array.from(document.images).filter((img) => img.checkVisibility());
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? img.decode().catch(() => undefined)
        : new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          });
    const timeout = new Promise((done) => setTimeout(done, 10_000));
    await Promise.race([Promise.all(shown.map(loaded)), timeout]);
    return shown.filter((img) => !img.complete).map((img) => img.currentSrc || img.src);
  });
  expect(pending, 'images still loading after 10 s').toEqual([]);
  // Data a component fetches after its first render (MSW in stories, the API on the shop's pages).
  await page.waitForLoadState('networkidle');
  // Two frames: the layout and paint that follow the last font, image or response.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Waits for Storybook to finish rendering the story (loaders, render and play function), then settles. */
export async function settleStory(page: Page): Promise<void> {
  const phase = await page
    .waitForFunction(
      () => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } } })
          .__STORYBOOK_PREVIEW__;
        const current = preview?.currentRender?.phase;
        // Storybook 10 ends a render on `finished` (after the play function); older versions said `completed`.
        return current && ['finished', 'completed', 'errored', 'aborted'].includes(current) ? current : null;
      },
      undefined,
      { timeout: 15_000 },
    )
    .then((handle) => handle.jsonValue());
  expect(['finished', 'completed'], 'the story rendered without an error').toContain(phase);
  await expect(page.locator('body'), 'Storybook shows no error screen').not.toHaveClass(/sb-show-errordisplay/);
  await settle(page);
}

const freezeCss = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  animation-play-state: paused !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  scroll-behavior: auto !important;
  caret-color: transparent !important;
}
`;
