import { afterFirstPaint } from './after-first-paint.ts';

const INPUTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Resolves after the first paint, once the browser is idle, or at once on the customer's first focus, press or key
 * on the page, whichever comes first: when a server-rendered form's code loads (its HTML works natively meanwhile).
 * On a page already live (a navigation inside the shop), at once: nothing is on screen to keep.
 */
export function whenIdleOrInput(idleTimeoutMs = 2000): Promise<void> {
  if (document.documentElement.hasAttribute('data-hydrated')) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INPUTS) document.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INPUTS) document.addEventListener(type, done, true);
    void afterFirstPaint().then(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: idleTimeoutMs });
      else setTimeout(done, 0);
    });
  });
}
