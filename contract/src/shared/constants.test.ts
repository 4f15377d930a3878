import { describe, expect, it } from 'vitest';
import { DELIVERY_FREQUENCIES, frequencyLabel, isDeliveryFrequencyCode } from '../subscription/frequencies.ts';
import {
  CHANNELS,
  channelFor,
  countryCodeOf,
  PHONE_COUNTRIES,
  DEFAULT_PHONE_COUNTRY,
  COUNTRIES,
  SITE_COUNTRIES,
} from './locales.ts';
import { cartCountry } from '../cart/answer.ts';
import { POSTCODE_RULES, RETRY_POLICY, SUBSCRIPTION, TEXT_LIMITS } from './limits.ts';
import { ORDER_STATUSES, STATUS_DISPLAY_GROUPS, statusDisplayGroup } from '../order/statuses.ts';
import { uploadMimeFamily } from './uploads.ts';

describe('delivery frequencies', () => {
  it('are the ten codes of spec §3, in position order, labelled in French and Dutch', () => {
    expect(DELIVERY_FREQUENCIES.map((f) => f.code)).toEqual([21, 31, 42, 49, 62, 70, 77, 93, 124, 155]);
    expect(DELIVERY_FREQUENCIES.map((f) => f.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(frequencyLabel(21, 'fr')).toBe('3 semaines');
    expect(frequencyLabel(93, 'nl')).toBe('3 maanden');
    expect(isDeliveryFrequencyCode(30)).toBe(false);
    expect(isDeliveryFrequencyCode(155)).toBe(true);
  });
});

describe('status display groups', () => {
  it('group the statuses exactly as spec §4', () => {
    expect(statusDisplayGroup('shipped')).toBe('positive');
    expect(statusDisplayGroup('partially_paid')).toBe('warning');
    expect(statusDisplayGroup('pickuppoint_unavailable')).toBe('error');
    expect(statusDisplayGroup('stopped')).toBe('neutral');
    expect(STATUS_DISPLAY_GROUPS.positive).toHaveLength(9);
    expect(STATUS_DISPLAY_GROUPS.warning).toHaveLength(4);
    expect(STATUS_DISPLAY_GROUPS.error).toHaveLength(8);
    expect(STATUS_DISPLAY_GROUPS.neutral).toHaveLength(3);
    expect(new Set(ORDER_STATUSES).size).toBe(ORDER_STATUSES.length);
  });

  it('shows an unknown status as neutral', () => {
    expect(statusDisplayGroup('teleported')).toBe('neutral');
  });
});

describe('locales and limits', () => {
  it('match spec §1 and §9', () => {
    expect(COUNTRIES).toEqual(['FR', 'BE', 'LU']);
    expect(PHONE_COUNTRIES).toEqual(['FR', 'BE', 'DE', 'IT', 'LU']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('FR');
    expect(channelFor('be', 'fr').shopLocaleCode).toBe('fr_BE');
    expect(channelFor('be', 'nl').shopLocaleCode).toBe('nl_BE');
    expect(channelFor('fr', 'fr')).toBe(CHANNELS[0]);
    // Issue 22: the switcher offers the delivery countries, never the Netherlands; Luxembourg in French is served
    // by the French-language Belgian site, every country in Dutch by the Dutch-speaking Belgian one.
    expect(SITE_COUNTRIES).toEqual(['fr', 'be', 'lu']);
    expect(channelFor('lu', 'fr').code).toBe('gamelle_be');
    expect(channelFor('lu', 'nl').code).toBe('gamelle_nl');
    expect(channelFor('fr', 'nl').code).toBe('gamelle_nl');
    expect(SITE_COUNTRIES.map(countryCodeOf)).toEqual([...COUNTRIES]);
    expect(cartCountry('gamelle_nl')).toBe('BE');
    expect(cartCountry('gamelle_be', 'LU')).toBe('LU');
    expect(TEXT_LIMITS.street.max).toBe(38);
    expect(POSTCODE_RULES.LU.pattern.test('1234')).toBe(true);
    expect(SUBSCRIPTION).toMatchObject({ discountPercent: 10, minimumDeliveries: 2, editCutOffDays: 4 });
    expect(RETRY_POLICY.statuses).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
  });
});

describe('upload MIME families', () => {
  it('reads parameters and case', () => {
    expect(uploadMimeFamily('Text/Calendar; charset=utf-8')).toBe('calendar');
    expect(uploadMimeFamily('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(
      'documents',
    );
    expect(uploadMimeFamily('application/octet-stream')).toBeNull();
  });
});
