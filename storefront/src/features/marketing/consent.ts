// The visitor's consent (CNIL, Google Consent Mode v2): everything is denied by default; the tag manager's script is
// requested only once the visitor accepted something, and only with a valid container id. The answer is kept in a
// first-party cookie for 6 months (the CNIL's recommended lifetime), readable by scripts only (it holds no secret).
import { COOKIES } from '@gamelle/contract/shared/cookies';
import { consentCookie, consentCookieValue, type Consent } from './consent-cookie.ts';
import { TAG_MANAGER_ID_PATTERN } from '@gamelle/contract/marketing/tag-manager-id';
import { dataLayer, gtag } from './analytics.ts';

export { consentCookie, consentCookieValue, readConsent, type Consent } from './consent-cookie.ts';

const consentMaxAgeSeconds = COOKIES.consent.maxAgeSeconds;

export function saveConsent(consent: Consent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${consentCookie}=${consentCookieValue(consent)}; Path=/; Max-Age=${consentMaxAgeSeconds}; SameSite=Lax${secure}`;
}

/** Consent Mode v2's four signals for an answer. */
export function consentSignals({ analytics, ads }: Consent) {
  const ad = ads ? 'granted' : 'denied';
  return {
    ad_storage: ad,
    ad_user_data: ad,
    ad_personalization: ad,
    analytics_storage: analytics ? 'granted' : 'denied',
  } as const;
}

let defaulted = false;
/** The default before anything else reaches the data layer: all denied until the visitor says otherwise. */
export function setConsentDefault(): void {
  if (defaulted) return;
  defaulted = true;
  gtag('consent', 'default', { ...consentSignals({ analytics: false, ads: false }), wait_for_update: 500 });
}

/** Applies an answer: Consent Mode's update, then the tag manager's script when something was granted. */
export function applyConsent(consent: Consent, containerId: string | undefined, nonce: string | undefined): void {
  setConsentDefault();
  gtag('consent', 'update', consentSignals(consent));
  if ((consent.analytics || consent.ads) && containerId) loadTagManager(containerId, nonce);
}

export function isContainerId(id: string | undefined): id is string {
  return !!id && TAG_MANAGER_ID_PATTERN.test(id);
}

let loaded = false;
/** Google Tag Manager's snippet, as a script element carrying the page's CSP nonce. Once per page. */
function loadTagManager(containerId: string, nonce: string | undefined): void {
  if (loaded || !isContainerId(containerId)) return;
  loaded = true;
  dataLayer().push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}
