// What the page shows of marketing, in a tiny store every page carries (the header's banner reads it before the
// tracker's code arrives): the latest answer's campaigns and whether the consent banner is open. Everything that
// fills it — the tracker, consent, the data layer, the build check — is `runtime.ts`, loaded after the page
// (through `runtime-door.ts`).
import { useSyncExternalStore } from 'react';
import type { CategoryPush, Popup, ProductOffer, TopHeader } from './actions.ts';

export interface MarketingState {
  /** How many answers were dispatched (0 before the first): tests and stories wait on it. */
  answers: number;
  banner: TopHeader | null;
  popup: Popup | null;
  offer: ProductOffer | null;
  push: CategoryPush | null;
  /**
   * The consent banner shows (reopened from the footer) or not (answered); undefined until either happens on this
   * page, when the root's loader decides (no answer stored: it shows, from the server's HTML on).
   */
  consentOpen: boolean | undefined;
  /** It was reopened by the visitor (focus then moves into it). */
  consentReopened: boolean;
}

export const initialMarketing: MarketingState = {
  answers: 0,
  banner: null,
  popup: null,
  offer: null,
  push: null,
  consentOpen: undefined,
  consentReopened: false,
};
let state = initialMarketing;
const listeners = new Set<() => void>();

export function marketingState(): MarketingState {
  return state;
}

export function setMarketing(next: Partial<MarketingState>): void {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function useMarketing<T>(select: (state: MarketingState) => T): T {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => select(state),
    () => select(initialMarketing),
  );
}
