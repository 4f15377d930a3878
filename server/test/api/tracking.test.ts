// The tracker of spec §7 (issue 18): the actions of the campaigns a visitor gets (targeting, date windows on the
// shop's clock, priorities), the visitor's cookie, campaign reports counted once, retention, and the operators'
// report. On SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { knownTrackingActions, trackingResponseSchema } from '@gamelle/contract/marketing/tracking';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { testClockNow } from './global-setup.ts';
import { apiUrl, database, type Loose } from './helpers.ts';

const db = database();
afterAll(() => db.close());

const base = {
  platform_env: 'test',
  site_entity: 'store',
  country_version: 'fr',
  store_code: 'gamelle_fr',
  app_name: 'gamelle-fr',
  abtests: {},
};
const pageView = { ...base, event: 'page_view', page_path: '/', page_query: '' };

interface Tracked {
  status: number;
  body: Loose;
  cookie: string | null;
  headers: Headers;
}

/** POST /api/tracking/ as the browser sends it, with the visitor's cookie when given. */
async function track(
  body: unknown,
  { locale = 'fr-FR', cookie, raw, type = 'application/json' }: Partial<Record<string, string>> = {},
): Promise<Tracked> {
  const res = await fetch(`${apiUrl}/tracking/?locale=${encodeURIComponent(locale)}`, {
    method: 'POST',
    headers: { 'content-type': type, ...(cookie ? { cookie } : {}) },
    body: raw ?? JSON.stringify(body),
  });
  const text = await res.text();
  const setCookie = res.headers.get('set-cookie');
  return {
    status: res.status,
    body: text ? JSON.parse(text) : null,
    cookie: setCookie ? setCookie.split(';')[0]! : null,
    headers: res.headers,
  };
}

function report(campaign: string, cookie: string | null, body: unknown = { app_name: 'gamelle-nl' }) {
  return fetch(`${apiUrl}/tracking/report/${campaign}?locale=nl-BE`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A new visitor: their first call answers the cookie that identifies them from then on. */
async function newVisitor(): Promise<string> {
  const first = await track(pageView);
  expect(first.cookie).toMatch(/^gamelle_visitor=[0-9a-f-]{36}$/);
  return first.cookie!;
}

const visitorIdOf = (cookie: string) => cookie.split('=')[1]!;

/** Moves the shop clock as `pnpm ops clock advance` does (an offset the API reads before each request). */
async function withClockMovedBy<T>(ms: number, run: () => Promise<T>): Promise<T> {
  await db.kysely
    .insertInto('app_meta')
    .values({ key: 'clock_offset_ms', value: String(ms) })
    .execute();
  try {
    return await run();
  } finally {
    await db.kysely.deleteFrom('app_meta').where('key', '=', 'clock_offset_ms').execute();
  }
}
const DAY = 86_400_000;

describe('tracking call', () => {
  it('answers known actions and sets an HttpOnly first-party cookie once', async () => {
    const first = await track(pageView);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^gamelle_visitor=[0-9a-f-]{36}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('Path=/api/tracking');
    expect(setCookie).toContain('SameSite=Lax');
    const answer = trackingResponseSchema.parse(first.body);
    expect(knownTrackingActions(answer).map((a) => a.name)).toEqual(Object.keys(answer));
    expect(answer).toMatchObject({ page_view_done: {}, abtest: { name: 'home_hero_order' } });

    // With the cookie: no new one, and the same A/B segment as before (drawn from the visitor's id).
    const again = await track(pageView, { cookie: first.cookie! });
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.body.abtest).toEqual(first.body.abtest);
    // A test the visitor already stores is not offered again; the next one is.
    const stored = await track({ ...pageView, abtests: { home_hero_order: 'control' } }, { cookie: first.cookie! });
    expect(stored.body.abtest.name).toBe('cart_upsell');
    // The path without the trailing slash answers too.
    const bare = await fetch(`${apiUrl}/tracking?locale=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(pageView),
    });
    expect(bare.status).toBe(200);
  });

  it('answers the Belgian Dutch guests’ campaign on locale nl-BE, not on fr-FR', async () => {
    const cookie = await newVisitor();
    const nl = await track({ ...pageView, country_version: 'nl', app_name: 'gamelle-nl' }, { locale: 'nl-BE', cookie });
    expect(nl.body.top_header).toMatchObject({
      campaign: 'bienvenue-be-nl',
      content: 'Welkom! Gratis levering in België vanaf € 59',
      link: expect.stringMatching(/^\/nl\//),
    });
    expect(nl.body.popup).toMatchObject({ campaign: 'newsletter-exit', popup_type: 'exit_popup' });
    const fr = await track(pageView, { locale: 'fr-FR', cookie });
    expect(fr.body.top_header.campaign).not.toBe('bienvenue-be-nl');
    // A Belgian French visitor is not targeted either.
    expect((await track(pageView, { locale: 'fr-BE', cookie })).body.top_header.campaign).not.toBe('bienvenue-be-nl');
  });

  it('remembers the visitor type of the last init for the page views that follow', async () => {
    const cookie = await newVisitor();
    const nl = { ...pageView, country_version: 'nl', app_name: 'gamelle-nl' };
    expect((await track(nl, { locale: 'nl-BE', cookie })).body.top_header.campaign).toBe('bienvenue-be-nl');
    const user_data = { client_type: 'Old client', connection_state: 'Connected' };
    const init = await track({ ...nl, event: 'init', page_template: 'home', user_data }, { locale: 'nl-BE', cookie });
    expect(init.body.top_header.campaign).not.toBe('bienvenue-be-nl');
    // An old client gets no first-order pop-up, and no page_view_done outside page views.
    expect(init.body.popup).toBeUndefined();
    expect(init.body.page_view_done).toBeUndefined();
    expect((await track(nl, { locale: 'nl-BE', cookie })).body.top_header.campaign).not.toBe('bienvenue-be-nl');
  });

  it('targets page templates, categories, connection state and A/B segments', async () => {
    const cookie = await newVisitor();
    const catPage = { ...base, event: 'init', page_template: 'category', category_1: 'chat' };
    const cat = await track(catPage, { cookie });
    expect(cat.body).toMatchObject({
      popup: { campaign: 'nouvelle-recette', popup_type: 'markdown_modal' },
      ad_product_offer: { campaign: 'offre-thon', sku: 'CHAT-HUMIDE-THON-SC' },
      ad_push_category: { campaign: 'push-bi-nutrition', category: 'chat' },
    });
    const dog = await track({ ...catPage, category_1: 'chien' }, { cookie });
    expect(dog.body.ad_push_category.campaign).toBe('push-echantillons-chien');
    expect(dog.body.popup.campaign).toBe('newsletter-exit');

    const user_data = { client_type: 'New client', connection_state: 'Connected' };
    const cart = { ...base, event: 'init', page_template: 'cart', user_data };
    // The cart banner is for the upsell test's two new segments; with no stored entry a visitor is in control only.
    expect((await track(cart, { cookie })).body.top_header.campaign).not.toBe('abonnement-essai-panier');
    const samples = await track({ ...cart, abtests: { cart_upsell: 'samples' } }, { cookie });
    expect(samples.body.top_header.campaign).toBe('abonnement-essai-panier');
    const anonymous = { ...user_data, connection_state: 'Non-connected' };
    const out = await track({ ...cart, user_data: anonymous, abtests: { cart_upsell: 'samples' } }, { cookie });
    expect(out.body.top_header.campaign).not.toBe('abonnement-essai-panier');
  });

  it('opens and closes campaigns with their date windows on the shop clock', async () => {
    const cookie = await newVisitor();
    // 1 December: the Christmas cut-off banner (15 Nov to 18 Dec) outranks the year-round one.
    expect(testClockNow.startsWith('2026-12-01')).toBe(true);
    expect((await track(pageView, { cookie })).body.top_header.campaign).toBe('livraison-noel');
    // 19 December: it is over.
    await withClockMovedBy(18 * DAY, async () => {
      expect((await track(pageView, { cookie })).body.top_header.campaign).toBe('abonnement-10');
    });
    // 1 January 2028: every campaign of the demo content has ended.
    await withClockMovedBy(761 * DAY, async () => {
      const later = await track(pageView, { cookie });
      expect(later.status).toBe(200);
      expect(Object.keys(later.body).sort()).toEqual(['abtest', 'page_view_done']);
    });
  });

  it('refuses what is malformed with a 400 saying what is wrong, never a 500', async () => {
    const bad = await track({ ...pageView, event: 'click', site_entity: 'shop', abtests: { x: 5 } });
    expect(bad.status).toBe(400);
    expect(bad.body['@type']).toBe('ConstraintViolationList');
    expect(bad.body.violations.map((v: Loose) => v.propertyPath).sort()).toEqual(['abtests.x', 'event', 'site_entity']);
    for (const v of bad.body.violations) expect(v.message).toEqual(expect.any(String));

    const missing = await track({ event: 'page_view' });
    expect(missing.status).toBe(400);
    expect(missing.body.violations.map((v: Loose) => v.propertyPath)).toEqual(
      expect.arrayContaining(['platform_env', 'site_entity', 'country_version', 'store_code', 'app_name', 'abtests']),
    );
    const notJson = await track(null, { raw: '{"event":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body['hydra:description']).toMatch(/not valid JSON/);
    expect((await track(null, { raw: '[]' })).status).toBe(400);
    expect((await track(pageView, { type: 'text/plain' })).status).toBe(415);
    const locale = await track(pageView, { locale: 'de-DE' });
    expect(locale.status).toBe(400);
    expect(locale.body['hydra:description']).toContain('Unknown locale "de-DE"');
    const huge = await track({ ...pageView, page_path: `/${'a'.repeat(3000)}` });
    expect(huge.status).toBe(400);
    expect(huge.body.violations[0].propertyPath).toBe('page_path');
    const hidden = await track({ ...pageView, app_name: 'gamelle\u202efr' });
    expect(hidden.status).toBe(400);
    expect(hidden.body.violations[0]).toMatchObject({ propertyPath: 'app_name', code: 'invisible_characters' });
    // A cookie that is not one of ours is replaced, not trusted.
    const forged = await track(pageView, { cookie: 'gamelle_visitor=../../etc' });
    expect(forged.status).toBe(200);
    expect(forged.cookie).toMatch(/^gamelle_visitor=[0-9a-f-]{36}$/);
  });
});

describe('campaign reports', () => {
  it('counts a campaign once per visitor', async () => {
    const cookie = await newVisitor();
    const visitor = visitorIdOf(cookie);
    expect((await report('bienvenue-be-nl', cookie)).status).toBe(204);
    expect((await report('bienvenue-be-nl', cookie)).status).toBe(204);
    expect((await report('newsletter-exit', cookie)).status).toBe(204);
    const rows = await db.kysely
      .selectFrom('tracking_reports')
      .select(['campaign', 'app_name'])
      .where('visitor_id', '=', visitor)
      .orderBy('campaign')
      .execute();
    expect(rows).toEqual([
      { campaign: 'bienvenue-be-nl', app_name: 'gamelle-nl' },
      { campaign: 'newsletter-exit', app_name: 'gamelle-nl' },
    ]);
    // Another visitor counts on their own.
    const other = await newVisitor();
    expect((await report('bienvenue-be-nl', other)).status).toBe(204);
    const counted = await db.kysely
      .selectFrom('tracking_reports')
      .select('visitor_id')
      .where('campaign', '=', 'bienvenue-be-nl')
      .where('visitor_id', 'in', [visitor, visitorIdOf(other)])
      .execute();
    expect(counted).toHaveLength(2);
  });

  it('refuses an unknown campaign (404) and a wrong body (400)', async () => {
    const cookie = await newVisitor();
    for (const campaign of ['nope', 'NEWSLETTER-EXIT', 'offre%20thon', 'a'.repeat(80)]) {
      const res = await report(campaign, cookie);
      expect(res.status, campaign).toBe(404);
      expect(((await res.json()) as Loose)['hydra:description']).toMatch(/Unknown campaign|No API route/);
    }
    const bad = await report('newsletter-exit', cookie, { app_name: '' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Loose).violations[0].propertyPath).toBe('app_name');
    const missing = await report('newsletter-exit', cookie, {});
    expect(missing.status).toBe(400);
  });

  it('sets the visitor cookie when a report comes first', async () => {
    const res = await report('newsletter-exit', null);
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toMatch(/^gamelle_visitor=[0-9a-f-]{36}; .*HttpOnly/);
  });
});

describe('records for reporting', () => {
  it('keeps events and the campaigns answered with the visitor’s A/B segments', async () => {
    const cookie = await newVisitor();
    const visitor = visitorIdOf(cookie);
    await track(
      { ...pageView, country_version: 'nl', abtests: { home_hero_order: 'guide_first', cart_upsell: 'samples' } },
      { locale: 'nl-BE', cookie },
    );
    const events = await db.kysely
      .selectFrom('tracking_events')
      .selectAll()
      .where('visitor_id', '=', visitor)
      .orderBy('id')
      .execute();
    expect(events).toHaveLength(2);
    expect(events[1]).toMatchObject({
      event: 'page_view',
      country: 'BE',
      language: 'nl',
      segments: '{"cart_upsell":"samples","home_hero_order":"guide_first"}',
      occurred_at: testClockNow,
    });
    const answered = await db.kysely
      .selectFrom('tracking_answers')
      .select(['campaign', 'action'])
      .where('event_id', '=', events[1]!.id)
      .orderBy('action')
      .execute();
    expect(answered).toEqual([
      { campaign: 'newsletter-exit', action: 'popup' },
      { campaign: 'bienvenue-be-nl', action: 'top_header' },
    ]);
  });

  it('prints answers, impressions and conversions per campaign and per A/B segment (pnpm ops campaigns report)', async () => {
    // On a day of its own (31 December), so the figures are this test's only.
    const nl = { ...pageView, country_version: 'nl', app_name: 'gamelle-nl', page_path: '/nl/' };
    await withClockMovedBy(30 * DAY, async () => {
      // A Belgian Dutch guest sees the banner and the exit pop-up, reports both, then follows the banner's link.
      const a = await track(
        { ...nl, abtests: { home_hero_order: 'guide_first', cart_upsell: 'wet_food' } },
        { locale: 'nl-BE' },
      );
      expect(a.body.top_header.campaign).toBe('bienvenue-be-nl');
      expect((await report('bienvenue-be-nl', a.cookie)).status).toBe(204);
      expect((await report('newsletter-exit', a.cookie)).status).toBe(204);
      const follow = {
        ...nl,
        page_path: '/nl/pagina/levering/',
        abtests: { home_hero_order: 'guide_first', cart_upsell: 'wet_food' },
      };
      await track(follow, { locale: 'nl-BE', cookie: a.cookie! });
      // Another sees and reports the banner, and goes nowhere.
      const b = await track(
        { ...nl, abtests: { home_hero_order: 'control', cart_upsell: 'wet_food' } },
        { locale: 'nl-BE' },
      );
      expect((await report('bienvenue-be-nl', b.cookie)).status).toBe(204);
    });
    const out = await ops(['campaigns', 'report', '--from', '2026-12-31', '--to', '2026-12-31']);
    expect(out).toMatch(
      /^Campaigns from 2026-12-31T00:00:00.000Z to 2027-01-01T00:00:00.000Z \(shop clock\): 3 events from 2 visitors/,
    );
    const cells = (title: string) => {
      const row = out.split('\n').find((l) => l.trim().startsWith(`${title} `));
      return row
        ?.trim()
        .split(/\s{2,}/)
        .slice(1);
    };
    // answers, visitors, impressions, conversions, rate
    expect(cells('bienvenue-be-nl')).toEqual(['3', '2', '2', '1', '50.0 %']);
    // The exit pop-up leads nowhere: its sign-ups are the newsletter's to count.
    expect(cells('newsletter-exit')).toEqual(['3', '2', '1', '-', '-']);
    const section = (title: string) => out.split(`${title}`)[1]!.split('\n\n')[0]!;
    const inSection = (title: string, campaign: string) =>
      section(title)
        .split('\n')
        .find((l) => l.trim().startsWith(`${campaign} `))
        ?.trim()
        .split(/\s{2,}/)
        .slice(1);
    expect(inSection('A/B test cart_upsell, segment wet_food', 'bienvenue-be-nl')).toEqual(['3', '2', '1']);
    expect(inSection('A/B test home_hero_order, segment guide_first', 'bienvenue-be-nl')).toEqual(['2', '1', '1']);
    expect(inSection('A/B test home_hero_order, segment control', 'bienvenue-be-nl')).toEqual(['1', '1', '0']);
    expect(section('A/B test cart_upsell, segment samples')).toContain('(nothing recorded)');
    // A window with nothing in it says so; a wrong day is refused.
    expect(await ops(['campaigns', 'report', '--from', '2020-01-01', '--to', '2020-01-31'])).toContain(
      '(no campaign answered or reported in this period)',
    );
    await expect(ops(['campaigns', 'report', '--from', '2026-13-45'])).rejects.toThrow(/needs a day/);
  }, 90_000); // three runs of the ops command, each a Node start: slow on a busy CI machine

  it('forgets records older than 90 days when it writes, at most hourly by the shop clock', async () => {
    const old = new Date(Date.parse(testClockNow) - 91 * DAY).toISOString();
    const recent = new Date(Date.parse(testClockNow) - 89 * DAY).toISOString();
    const ids = { old: '00000000-0000-4000-8000-0000000000a1', recent: '00000000-0000-4000-8000-0000000000a2' };
    for (const [key, at] of [
      ['old', old],
      ['recent', recent],
    ] as const) {
      const visitor = ids[key];
      await db.kysely
        .insertInto('tracking_visitors')
        .values({
          id: visitor,
          client_type: null,
          connection_state: null,
          segments: '{}',
          created_at: at,
          last_seen_at: at,
        })
        .execute();
      const { id } = await db.kysely
        .insertInto('tracking_events')
        .values({
          visitor_id: visitor,
          event: 'page_view',
          country: 'FR',
          language: 'fr',
          page_template: null,
          page_path: '/',
          segments: '{}',
          occurred_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db.kysely
        .insertInto('tracking_answers')
        .values({
          event_id: id,
          visitor_id: visitor,
          campaign: 'abonnement-10',
          action: 'top_header',
          segments: '{}',
          occurred_at: at,
        })
        .execute();
      await db.kysely
        .insertInto('tracking_reports')
        .values({
          visitor_id: visitor,
          campaign: 'abonnement-10',
          app_name: 'gamelle-fr',
          segments: '{}',
          reported_at: at,
        })
        .execute();
    }
    const left = async (visitor: string) =>
      Promise.all(
        (['tracking_events', 'tracking_answers', 'tracking_reports'] as const).map(async (table) =>
          Number(
            (
              await db.kysely
                .selectFrom(table)
                .select((eb) => eb.fn.countAll().as('n'))
                .where('visitor_id', '=', visitor)
                .executeTakeFirstOrThrow()
            ).n,
          ),
        ),
      );
    // Two hours of shop time later, the next tracking call prunes.
    await withClockMovedBy(2 * 3_600_000, async () => {
      expect((await track(pageView)).status).toBe(200);
    });
    expect(await left(ids.old)).toEqual([0, 0, 0]);
    expect(await left(ids.recent)).toEqual([1, 1, 1]);
    const visitors = await db.kysely
      .selectFrom('tracking_visitors')
      .select('id')
      .where('id', 'in', Object.values(ids))
      .execute();
    expect(visitors).toEqual([{ id: ids.recent }]);
  });
});

const serverDir = resolve(import.meta.dirname, '../..');

/** Runs the operators' command line against the test database, as an operator would. */
function ops(args: string[]): Promise<string> {
  const dataDir = inject('dataDir');
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    OUTBOX_DIR: join(dataDir, 'outbox'),
    DATABASE_URL: inject('databaseUrl') ?? '',
    CLOCK_NOW: testClockNow,
  };
  return new Promise((ok, ko) => {
    const child = spawn(process.execPath, ['src/cli/ops.ts', ...args], { cwd: serverDir, env });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d));
    child.stderr.on('data', (d: Buffer) => (out += d));
    child.on('exit', (code) => (code === 0 ? ok(out) : ko(new Error(out))));
  });
}
