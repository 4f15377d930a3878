import { describe, expect, it } from 'vitest';
import { consentCookie, consentCookieValue, consentSignals, isContainerId, readConsent } from './consent.ts';

describe('consent (Consent Mode v2)', () => {
  it('keeps each answer in the cookie and reads it back', () => {
    for (const consent of [
      { analytics: true, ads: true },
      { analytics: false, ads: false },
      { analytics: true, ads: false },
    ])
      expect(readConsent(`a=1; ${consentCookie}=${consentCookieValue(consent)}; b=2`)).toEqual(consent);
  });

  it('has no answer without the cookie or with a value it did not write', () => {
    expect(readConsent('')).toBeNull();
    expect(readConsent(`${consentCookie}=yes`)).toBeNull();
    expect(readConsent(`x${consentCookie}=v1.a1.d1`)).toBeNull();
  });

  it('grants exactly what was accepted', () => {
    expect(consentSignals({ analytics: false, ads: false })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    });
    expect(consentSignals({ analytics: true, ads: false })).toMatchObject({
      analytics_storage: 'granted',
      ad_storage: 'denied',
    });
  });

  it('loads a tag manager only for a valid container id', () => {
    expect(isContainerId('GTM-AB12CD')).toBe(true);
    expect(isContainerId('G-XYZ123')).toBe(true);
    for (const id of [undefined, '', 'gtm-ab12', 'GTM-', 'GTM-ab', 'UA-1234', 'GTM-AB12"><script>'])
      expect(isContainerId(id)).toBe(false);
  });
});
