/**
 * Stories whose play function fails in this suite but passes in the components suite (Vitest, Storybook's
 * globals applied, motion allowed). Found on 2026-11-26 when `settleStory` started failing on a play error:
 * until then these were photographed in a state their play never reached. Each is still photographed, and the
 * test checks that its play fails with the message below: once the story or the suite is fixed, the test fails
 * and the entry must go. Any story not listed here fails as soon as its play function fails.
 */
export const knownPlayFailures: Record<string, { message: RegExp; why: string }> = {
  'shop-carousel--swipe': {
    message: /expected 1260 to be less than or equal to 1024/,
    why: 'the story asks for a mobile viewport through `globals`, which the suite does not apply',
  },
};
