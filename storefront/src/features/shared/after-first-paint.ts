/**
 * Resolves once the browser has had a chance to paint: the next animation frame, then a task (the frame's paint
 * happens between the two). A hidden tab runs no animation frames, so a timer resolves it there.
 */
export function afterFirstPaint(fallbackMs = 300): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, fallbackMs);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}
