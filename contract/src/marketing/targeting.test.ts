// Campaign targeting, date windows, priorities and A/B assignment (issue 18): the rules the server and the mocks share.
import { describe, expect, it } from 'vitest';
import {
  assignSegment,
  countryOfSite,
  inAbSegment,
  isLive,
  isTrackingLocale,
  matchesTargeting,
  nextAbTest,
  pickCampaign,
  visitorContext,
  type CampaignTargeting,
  type VisitorContext,
} from './targeting.ts';
import type { TrackingEvent } from './tracking.ts';

const event: TrackingEvent = {
  event: 'init',
  platform_env: 'test',
  site_entity: 'store',
  country_version: 'fr',
  store_code: 'gamelle_fr',
  app_name: 'gamelle-fr',
  abtests: {},
};
const guest: VisitorContext = {
  country: 'BE',
  language: 'nl',
  pageTemplate: 'home',
  categories: [],
  clientType: 'Guest',
  connectionState: 'Non-connected',
  abtests: {},
};

describe('visitor context', () => {
  it('reads country and language from the locale, whatever its spelling', () => {
    expect(visitorContext(event, 'nl-BE')).toMatchObject({ country: 'BE', language: 'nl' });
    expect(visitorContext(event, 'fr_lu')).toMatchObject({ country: 'LU', language: 'fr' });
    expect(visitorContext(event, 'FR-fr')).toMatchObject({ country: 'FR', language: 'fr' });
  });

  it('falls back on the site for the country, and on French', () => {
    expect(visitorContext({ ...event, country_version: 'nl' }, 'nl')).toMatchObject({ country: 'BE', language: 'nl' });
    expect(visitorContext({ ...event, country_version: 'be' }, undefined)).toMatchObject({
      country: 'BE',
      language: 'fr',
    });
    expect(countryOfSite('xx')).toBe('FR');
  });

  it('takes page template and categories from the event, the visitor type from user_data, else what was remembered', () => {
    const init = {
      ...event,
      page_template: 'category',
      category_1: 'chat',
      category_3: 'chat-patees',
      user_data: { client_type: 'New client', connection_state: 'Connected' },
    } as const;
    expect(visitorContext(init, 'fr')).toMatchObject({
      pageTemplate: 'category',
      categories: ['chat', 'chat-patees'],
      clientType: 'New client',
      connectionState: 'Connected',
    });
    const remembered = { clientType: 'Old client', connectionState: 'Connected' } as const;
    expect(visitorContext(event, 'fr', remembered)).toMatchObject({ clientType: 'Old client', pageTemplate: null });
    expect(visitorContext(event, 'fr')).toMatchObject({ clientType: 'Guest', connectionState: 'Non-connected' });
  });

  it('knows the locales the tracking call accepts', () => {
    for (const ok of ['fr', 'nl', 'fr-FR', 'fr-BE', 'nl-BE', 'fr_LU', 'NL-be']) expect(isTrackingLocale(ok)).toBe(true);
    for (const bad of ['', 'de', 'fr-DE', 'nl-NL-x', 'fr-', ' fr']) expect(isTrackingLocale(bad)).toBe(false);
  });
});

describe('targeting', () => {
  it('matches everyone without targeting, and needs every given criterion', () => {
    expect(matchesTargeting(undefined, guest)).toBe(true);
    const belgianDutchGuests: CampaignTargeting = { countries: ['BE'], languages: ['nl'], visitor_types: ['Guest'] };
    expect(matchesTargeting(belgianDutchGuests, guest)).toBe(true);
    expect(matchesTargeting(belgianDutchGuests, { ...guest, language: 'fr' })).toBe(false);
    expect(matchesTargeting(belgianDutchGuests, { ...guest, country: 'FR' })).toBe(false);
    expect(matchesTargeting(belgianDutchGuests, { ...guest, clientType: 'Old client' })).toBe(false);
  });

  it('matches page templates, any listed category, connection states', () => {
    const cats = { page_templates: ['category'], categories: ['chat', 'chaton'] };
    expect(matchesTargeting(cats, { ...guest, pageTemplate: 'category', categories: ['chien'] })).toBe(false);
    expect(matchesTargeting(cats, { ...guest, pageTemplate: 'category', categories: ['chat', 'chat-patees'] })).toBe(
      true,
    );
    expect(matchesTargeting(cats, { ...guest, pageTemplate: null, categories: ['chat'] })).toBe(false);
    expect(matchesTargeting({ connection_states: ['Connected'] }, guest)).toBe(false);
  });

  it('puts a visitor with no stored A/B entry in control only (spec §4)', () => {
    expect(inAbSegment({}, 'cart_upsell', ['control'])).toBe(true);
    expect(inAbSegment({}, 'cart_upsell', ['samples'])).toBe(false);
    expect(inAbSegment({ cart_upsell: 'samples' }, 'cart_upsell', ['samples', 'wet_food'])).toBe(true);
    const targeting = { abtest: { name: 'cart_upsell', segments: ['samples'] } };
    expect(matchesTargeting(targeting, { ...guest, abtests: { cart_upsell: 'control' } })).toBe(false);
    expect(matchesTargeting(targeting, { ...guest, abtests: { cart_upsell: 'samples' } })).toBe(true);
  });
});

describe('windows and priorities', () => {
  it('holds a window from its first to its last day on the shop’s calendar (Europe/Paris)', () => {
    const window = { from: '2026-12-01', to: '2026-12-18' };
    expect(isLive(window, new Date('2026-11-30T22:59:59Z'))).toBe(false);
    // Midnight in Paris is 23:00 UTC in winter.
    expect(isLive(window, new Date('2026-11-30T23:00:00Z'))).toBe(true);
    expect(isLive(window, new Date('2026-12-18T22:59:59Z'))).toBe(true);
    expect(isLive(window, new Date('2026-12-18T23:00:00Z'))).toBe(false);
  });

  it('picks the live, targeted campaign of highest priority, the first listed between equals', () => {
    const now = new Date('2026-12-01T09:00:00Z');
    const year = { from: '2026-01-01', to: '2026-12-31' };
    const campaigns = [
      { id: 'all-year', ...year },
      { id: 'also-all-year', ...year },
      { id: 'french-only', ...year, priority: 50, targeting: { languages: ['fr' as const] } },
      { id: 'over', from: '2026-01-01', to: '2026-11-30', priority: 90 },
      { id: 'dutch', ...year, priority: 10, targeting: { languages: ['nl' as const] } },
    ];
    expect(pickCampaign(campaigns, guest, now)?.id).toBe('dutch');
    expect(pickCampaign(campaigns, { ...guest, language: 'fr' }, now)?.id).toBe('french-only');
    expect(pickCampaign(campaigns.slice(0, 2), guest, now)?.id).toBe('all-year');
    expect(pickCampaign(campaigns, guest, new Date('2027-01-01T12:00:00Z'))).toBeUndefined();
  });
});

describe('A/B assignment', () => {
  const test = { name: 'cart_upsell', segments: ['control', 'wet_food', 'samples'], weights: [34, 33, 33] };

  it('gives a visitor the same segment every time, and splits visitors by weight', () => {
    expect(assignSegment(test, 'visitor-a')).toBe(assignSegment(test, 'visitor-a'));
    const counts: Record<string, number> = {};
    for (let i = 0; i < 3000; i++) {
      const segment = assignSegment(test, `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
      counts[segment] = (counts[segment] ?? 0) + 1;
    }
    for (const segment of test.segments) expect(counts[segment]).toBeGreaterThan(850);
    expect(assignSegment({ name: 'x', segments: ['a', 'b'], weights: [1, 0] }, 'anyone')).toBe('a');
  });

  it('offers the first test the visitor is not in yet', () => {
    const tests = [{ ...test, name: 'home_hero_order' }, test];
    expect(nextAbTest(tests, {})?.name).toBe('home_hero_order');
    expect(nextAbTest(tests, { home_hero_order: 'control' })?.name).toBe('cart_upsell');
    expect(nextAbTest(tests, { home_hero_order: 'control', cart_upsell: 'samples' })).toBeUndefined();
  });
});
