import { expect, type Page } from '@playwright/test';

/**
 * Waits until a page can be photographed twice with the same result: no animation or transition running, no
 * blinking caret, every font and shown image loaded, the network quiet. Playwright's own
 * `animations: 'disabled'` only finishes CSS animations at the moment of the shot; this also stops the ones a
 * component starts later.
 */
export async function settle(page: Page, { network = true } = {}): Promise<void> {
  await page.addStyleTag({ content: freezeCss });
  // Parts that load after the first render and mark themselves meanwhile (the error page's suggestions).
  await expect(page.locator('[data-visual-pending]'), 'content still loading after 30 s').toHaveCount(0, {
    timeout: 30_000,
  });
  await waitForFontsAndImages(page);
  // Data a page fetches after its first render (the API on the shop's pages). It costs half a second of
  // silence at least, so stories skip it: Storybook has already run their loaders (MSW) before `finished`.
  if (network) await page.waitForLoadState('networkidle');
  await nextPaint(page);
}

/** After a viewport change: another breakpoint may show other images (`<picture>`, `srcset`). */
export async function afterResize(page: Page): Promise<void> {
  await nextPaint(page);
  await waitForFontsAndImages(page);
  await nextPaint(page);
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
  await settle(page, { network: false });
}

async function waitForFontsAndImages(page: Page): Promise<void> {
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
    // Generous: on a cold server every listing image is resized once by sharp, and CI machines are busy.
    const timeout = new Promise((done) => setTimeout(done, 40_000));
    await Promise.race([Promise.all(shown.map(loaded)), timeout]);
    return shown.filter((img) => !img.complete).map((img) => img.currentSrc || img.src);
  });
  expect(pending, 'images still loading after 40 s').toEqual([]);
}

/** Two frames: the layout and paint that follow the last font, image, response or viewport change. */
async function nextPaint(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
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
