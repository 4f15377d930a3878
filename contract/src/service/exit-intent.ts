// Exit intent (spec §9), as a pure state machine the storefront feeds with DOM events:
// - desktop: the mouse within 5 px of the top is a loose trigger; it becomes a soft trigger that fires after 1 s
//   unless cancelled (the mouse comes back into the page);
// - a same-tab click on an external link is a hard trigger: immediate;
// - mobile (iPad counts as mobile): armed once the visitor has scrolled past 50 % of the page; an upward scroll of
//   more than 80 px from the lowest point reached since then fires it.
// It fires once (spec §9 constants: shared/limits.ts EXIT_INTENT); the caller decides whether the pop-up may show at all (enabled, once per visitor and period).
import { EXIT_INTENT } from '../shared/limits.ts';

export { EXIT_INTENT };

export type ExitIntentEvent =
  | { type: 'pointer'; clientY: number }
  | { type: 'softTimerElapsed' }
  | { type: 'externalLinkClick' }
  | { type: 'scroll'; scrollY: number; viewportHeight: number; pageHeight: number };

export interface ExitIntentState {
  phase: 'watching' | 'soft' | 'fired';
  /** Mobile: past half the page at least once. */
  armed: boolean;
  /** Mobile: the lowest scroll position since arming (the top of the viewport, in px). */
  lowestScrollY: number;
}

export type ExitIntentEffect = 'startSoftTimer' | 'cancelSoftTimer' | 'show' | null;

export const initialExitIntent: ExitIntentState = { phase: 'watching', armed: false, lowestScrollY: 0 };

export function exitIntentStep(
  state: ExitIntentState,
  event: ExitIntentEvent,
  device: { mobile: boolean },
): { state: ExitIntentState; effect: ExitIntentEffect } {
  if (state.phase === 'fired') return { state, effect: null };
  const fire = { state: { ...state, phase: 'fired' as const }, effect: 'show' as const };
  switch (event.type) {
    case 'externalLinkClick':
      return fire;
    case 'pointer': {
      if (device.mobile) return { state, effect: null };
      const nearTop = event.clientY <= EXIT_INTENT.topEdgePx;
      if (nearTop && state.phase === 'watching')
        return { state: { ...state, phase: 'soft' }, effect: 'startSoftTimer' };
      if (!nearTop && state.phase === 'soft')
        return { state: { ...state, phase: 'watching' }, effect: 'cancelSoftTimer' };
      return { state, effect: null };
    }
    case 'softTimerElapsed':
      return state.phase === 'soft' ? fire : { state, effect: null };
    case 'scroll': {
      if (!device.mobile) return { state, effect: null };
      const pastHalf =
        event.scrollY + event.viewportHeight >= event.pageHeight * EXIT_INTENT.mobileArmScrollRatio &&
        event.pageHeight > event.viewportHeight;
      if (!state.armed) {
        return pastHalf
          ? { state: { ...state, armed: true, lowestScrollY: event.scrollY }, effect: null }
          : { state, effect: null };
      }
      if (event.scrollY > state.lowestScrollY)
        return { state: { ...state, lowestScrollY: event.scrollY }, effect: null };
      return state.lowestScrollY - event.scrollY > EXIT_INTENT.mobileUpwardScrollPx ? fire : { state, effect: null };
    }
  }
}

/** Phones, tablets and iPads (which announce themselves as a Mac with a touch screen). */
export function isMobileDevice(userAgent: string, platform: string, maxTouchPoints: number): boolean {
  if (/Android|iPhone|iPad|iPod|Mobile|Tablet/i.test(userAgent)) return true;
  return platform === 'MacIntel' && maxTouchPoints > 1;
}

/** The pop-up shows at most once per visitor in this many days (the spec leaves the period to us). */
export const EXIT_POPUP_PERIOD_DAYS = 30;

/** Whether the pop-up may show again, given when it last showed (ISO) and now. */
export function exitPopupDue(lastShownAt: string | null, now: Date): boolean {
  if (!lastShownAt) return true;
  const last = Date.parse(lastShownAt);
  if (Number.isNaN(last)) return true;
  return now.getTime() - last >= EXIT_POPUP_PERIOD_DAYS * 86_400_000;
}
