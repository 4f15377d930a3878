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

/** Where `watchStoryErrors` collects, in the page, the errors Storybook reports while rendering a story. */
declare global {
  interface Window {
    __visualStoryErrors?: string[];
  }
}

/**
 * Runs in the page before Storybook starts (an init script; `story-test`'s tab installs it): records the errors
 * Storybook reports on its channel. A play function that throws does not leave the render `errored`: Storybook
 * 10 (its test annotations set `throwPlayFunctionExceptions: false`) emits `playFunctionThrewException`, logs
 * the error and carries on to `finished`, with the story on screen and no error display. Only the channel says so.
 */
export function watchStoryErrors(): void {
  const errors: string[] = (window.__visualStoryErrors = []);
  const text = (error: unknown): string => {
    if (error && typeof error === 'object') {
      const { name, message, title, description } = error as Record<string, unknown>;
      if (typeof message === 'string') return `${typeof name === 'string' ? `${name}: ` : ''}${message}`;
      if (typeof title === 'string') return `${title}${typeof description === 'string' ? `: ${description}` : ''}`;
    }
    return String(error);
  };
  // Storybook's `expect` colours its messages for a terminal: the colour codes go, the words stay.
  // eslint-disable-next-line no-control-regex
  const describe = (error: unknown): string => text(error).replace(/\u001b\[[0-9;]*m/g, '');
  const listen = (channel: { on?: (event: string, listener: (payload: unknown) => void) => void }) => {
    channel.on?.('playFunctionThrewException', (error) => errors.push(`play function: ${describe(error)}`));
    channel.on?.('unhandledErrorsWhilePlaying', (list) => {
      for (const error of Array.isArray(list) ? list : [list])
        errors.push(`unhandled while playing: ${describe(error)}`);
    });
    channel.on?.('storyThrewException', (error) => errors.push(`render: ${describe(error)}`));
    channel.on?.('storyErrored', (error) => errors.push(`render: ${describe(error)}`));
  };
  // Storybook creates its channel once and stores it on this global: listen from the moment it is set.
  let channel: unknown;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: unknown) => {
      channel = next;
      if (next && typeof next === 'object') listen(next);
    },
  });
}

/**
 * Waits for Storybook to finish rendering the story (loaders, render and play function), then settles. Fails,
 * with Storybook's message, if the render or the play function threw: such a story is never photographed (but for
 * the stories of `known-play-failures.ts`, which must fail with their listed message).
 */
export async function settleStory(page: Page, { knownPlayFailure }: { knownPlayFailure?: RegExp } = {}): Promise<void> {
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
  const errors = await page.evaluate(() => window.__visualStoryErrors);
  if (!errors) throw new Error('settleStory needs the page of src/story-test.ts (it watches for Storybook errors)');
  if (knownPlayFailure) {
    // Listed in known-play-failures.ts: photographed as before, as long as it still fails the way it is listed.
    expect(errors.join('\n'), 'the known play failure still happens (else remove it from the list)').toMatch(
      knownPlayFailure,
    );
    return settle(page, { network: false });
  }
  expect(errors, 'Storybook reported no error while rendering the story').toEqual([]);
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
