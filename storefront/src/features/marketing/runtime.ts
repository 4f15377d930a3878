// Marketing's code that no page needs before it has loaded (imported by store.ts on demand): the tracking client
// (spec §7), campaign reports, A/B tests, the data layer and consent, and the build check after chunk errors.
import { trackerCalls } from '@gamelle/contract/marketing/api';
import type { TrackingEvent } from '@gamelle/contract/marketing/tracking';
import { channelFor } from '@gamelle/contract/shared/locales';
import type { AnyRouter } from '@tanstack/react-router';
import { apiConfig, countryOr, cspNonce, readCookieCountry, readCookies, type Locale } from '../shared/index.ts';
import { readActions } from './actions.ts';
import { pageViewDoneEntry, pushPageView, pushPageViewDone } from './analytics.ts';
import { watchChunkErrors } from './build-check.ts';
import { applyConsent, readConsent, setConsentDefault } from './consent.ts';
import { pageKey, pageViewed } from './page-analytics.ts';
import { storeAbTest, storedAbTests } from './storage.ts';
import { initialMarketing, marketingState, setMarketing, type MarketingState } from './store.ts';
import { tagManagerId } from './tag-manager-id.ts';
import {
  appName,
  baseEvent,
  initEvent,
  pageTemplate,
  pageViewEvent,
  trackingLocale,
  type PageFacts,
  type VisitorMarker,
} from './tracking-event.ts';

export { pushForPage } from './page-analytics.ts';

/** What a route's loader may return for the tracker: the page's category codes (category and product pages). */
export interface PageTracking {
  categories: readonly string[];
}

let started = false;
let first = true;
/** Campaigns reported since the last tracked event (spec §4: the list clears on each new event). */
const reported = new Set<string>();
let locale: Locale = 'fr';
let sequence = 0;

/**
 * A page has loaded (the router is idle on it): on the first, consent and the chunk-error watch start; then the
 * page's event goes to the tracker (init first, page_view after) and its page_view to the data layer.
 */
let lastPage: string | null = null;
export function pageLoaded(router: AnyRouter, pageLocale: Locale, page: string): void {
  if (page === lastPage) return;
  lastPage = page;
  if (!started) {
    started = true;
    watchChunkErrors();
    // Consent Mode's default comes before any other entry of the data layer; a kept answer applies at once.
    setConsentDefault();
    const consent = readConsent(readCookies());
    if (consent) applyConsent(consent, tagManagerId(), cspNonce());
    else setMarketing({ consentOpen: true });
  }
  const matches = router.state.matches;
  const leaf = matches[matches.length - 1];
  const tracking = [...matches]
    .reverse()
    .map((m) => (m.loaderData as { tracking?: PageTracking } | undefined)?.tracking)
    .find(Boolean);
  const facts = pageFacts(pageLocale, leaf?.routeId ?? '', tracking?.categories ?? []);
  const event = first ? initEvent(facts) : pageViewEvent(facts);
  first = false;
  pushPageView({ ...initEvent(facts), ...pageViewEvent(facts) }, facts.url.href);
  const { event: _kind, ...fields } = baseEvent('page_view', facts);
  pageViewed(pageKey(), fields);
  void trackEvent(event, pageLocale, trackingLocale(pageLocale, readCookieCountry(readCookies()), navigator.languages));
}

/**
 * Sends the event and dispatches what the tracker answers. Only the latest event's answer is applied (a slow answer
 * for a page already left is dropped). A failure is only logged: marketing never breaks a page.
 */
export async function trackEvent(event: TrackingEvent, pageLocale: Locale, trackerLocale: string): Promise<void> {
  reported.clear();
  locale = pageLocale;
  const mine = ++sequence;
  let answer: unknown;
  try {
    answer = await trackerCalls(apiConfig(pageLocale)).track(event, trackerLocale);
  } catch (error) {
    console.warn('Tracking call failed', error);
    answer = {};
  }
  if (mine !== sequence) return;
  dispatch(answer);
}

/** Applies an answer: each known action replaces what the previous page showed, the others are cleared. */
export function dispatch(answer: unknown): void {
  const next: Partial<MarketingState> = {
    answers: marketingState().answers + 1,
    banner: null,
    popup: null,
    offer: null,
    push: null,
  };
  let pageViewDone = false;
  for (const action of readActions(answer)) {
    switch (action.name) {
      case 'top_header':
        next.banner = action.payload;
        break;
      case 'popup':
        next.popup = action.payload;
        break;
      case 'ad_product_offer':
        next.offer = action.payload;
        break;
      case 'ad_push_category':
        next.push = action.payload;
        break;
      case 'abtest':
        storeAbTest(action.payload.name, action.payload.segment);
        break;
      case 'page_view_done':
        // Signalled once every other action of the answer is applied, whatever their order in the answer.
        pageViewDone = true;
        break;
    }
  }
  setMarketing(next);
  if (pageViewDone) pushPageViewDone(pageViewDoneEntry(window.location.pathname, marketingState(), storedAbTests()));
}

/** Reports a campaign the page showed: once per campaign until the next tracked event; a failure is only logged. */
export function reportCampaign(campaign: string): void {
  if (reported.has(campaign)) return;
  reported.add(campaign);
  trackerCalls(apiConfig(locale))
    .report(campaign, { app_name: appName(locale) })
    .catch((error: unknown) => console.warn(`Campaign report failed: ${campaign}`, error));
}

/** Stories start from a clean slate (and a page of their own). */
export function resetMarketing(): void {
  reported.clear();
  sequence++;
  first = true;
  started = false;
  lastPage = null;
  setMarketing(initialMarketing);
}

function pageFacts(pageLocale: Locale, routeId: string, categories: readonly string[]): PageFacts {
  const marker = document.documentElement.dataset['visitor'];
  const visitor: VisitorMarker = marker === 'logged' || marker === 'subscriber' ? marker : 'anonymous';
  return {
    locale: pageLocale,
    storeCode: channelFor(countryOr(readCookies(), pageLocale), pageLocale).code,
    platformEnv: import.meta.env.PROD ? 'production' : 'development',
    url: new URL(window.location.href),
    template: pageTemplate(routeId),
    categories,
    visitor,
    abtests: storedAbTests(),
  };
}
