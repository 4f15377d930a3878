// The web-view payment change (issue 15): the app's link (signed, 10 minutes on the shop clock, opened once, bound
// to the customer and the subscription), the session it opens (that subscription only, not the account), the new
// card entered on the test gateway's page and its outcome, every refusal a 403 or 410 with its message, never a 500.
import { afterAll, describe, expect, it } from 'vitest';
import { testClockNow } from './global-setup.ts';
import { addItem, apiUrl, call, database, newCart, newCustomer, variants, type Loose } from './helpers.ts';

const db = database();
afterAll(() => db.close());
const origin = apiUrl.replace(/\/api$/, '');
const address = {
  firstName: 'Léa',
  lastName: 'Dubois',
  countryCode: 'FR',
  street: '3 rue Victor Hugo',
  postcode: '75011',
  city: 'Paris',
  phoneNumber: '+33612345678',
};

async function until<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A customer with one monthly subscription paid by the accepted test card. */
async function subscriber() {
  const me = await newCustomer();
  const cart = await newCart(me.token);
  await addItem(cart, variants.dogAdult3kg, 1, { subscriptionInterval: 31 }, me.token);
  const order = (await call('PUT', `/orders/${cart}`, { token: me.token, body: { billingAddress: address } })).body;
  await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
    token: me.token,
    body: { shippingMethod: 'home_delivery' },
  });
  const chosen = await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
    token: me.token,
    body: { paymentMethod: 'card' },
  });
  await call('PATCH', `/orders/${cart}/complete`, { token: me.token, body: { expectedTotal: chosen.body.total } });
  const config = await call('GET', `/orders/${cart}/payments/${order.payments[0].id}/configuration?returnUrl=/merci`, {
    token: me.token,
  });
  await fetch(config.body.redirectUrl, {
    method: 'POST',
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  const sub = await until(async () => {
    const list = await call('GET', '/subscriptions', { token: me.token });
    const first = list.body['hydra:member']?.[0];
    return first?.paymentMethod ? first : null;
  });
  return { me, code: sub.code as string, card: sub.paymentMethod as Loose };
}

const link = (code: string, token: string, locale = 'fr_FR') =>
  call('POST', `/subscriptions/${code}/web-view-links?locale=${locale}`, { token });
const open = (token: string, locale = 'fr_FR') =>
  call('POST', `/api/web-view/sessions?locale=${locale}`, { body: { token } });
const asSession = (session: string) => ({ headers: { 'x-web-view-session': session } });
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('web-view payment change: the link', () => {
  it('gives the owner a signed link to the page in their language, valid 10 minutes by the shop clock', async () => {
    const { me, code } = await subscriber();
    const fr = await link(code, me.token);
    expect(fr.status).toBe(201);
    expect(fr.body.url).toMatch(
      new RegExp(`^${origin}/web-view/${code}-changement-de-paiement/\\?token=[\\w-]+\\.[\\w-]+$`),
    );
    expect(fr.body.expiresAt).toBe(new Date(Date.parse(testClockNow) + 10 * 60_000).toISOString());
    const nl = await link(code, me.token, 'nl_BE');
    expect(nl.body.url).toMatch(new RegExp(`^${origin}/nl/web-view/${code}-betalingswijziging/\\?token=`));

    const stranger = await newCustomer();
    expect((await link(code, stranger.token)).status).toBe(404);
    expect((await call('POST', `/subscriptions/${code}/web-view-links`)).status).toBe(401);
  });

  it('opens once: a second opening is a 410 with its message; a forged or altered token a 403', async () => {
    const { me, code } = await subscriber();
    const token = tokenOf((await link(code, me.token)).body.url);
    const first = await open(token);
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ subscription: code, locale: 'fr' });
    expect(first.body.session).toMatch(/^[\w-]{40,}$/);
    expect(first.headers.get('cache-control')).toBe('no-store');

    const again = await open(token);
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ code: 'web_view_link_used' });
    expect(again.body['hydra:description']).toContain('déjà été utilisé');

    const [body, mac] = token.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    const otherCustomer = Buffer.from(JSON.stringify({ ...claims, c: claims.c + 1 })).toString('base64url');
    for (const forged of [`${otherCustomer}.${mac}`, `${body}.${mac.slice(0, -2)}AA`, 'abc', 'a.b.c', '..']) {
      const refused = await open(forged, 'nl_BE');
      expect(refused.status, forged).toBe(403);
      expect(refused.body).toMatchObject({ code: 'web_view_link_invalid' });
      expect(refused.body['hydra:description']).toContain('niet geldig');
    }
    expect((await call('POST', '/api/web-view/sessions', { body: {} })).status).toBe(422);
  });

  it('expires after 10 minutes (410, in the language the link was made in)', async () => {
    const { me, code } = await subscriber();
    const token = tokenOf((await link(code, me.token, 'nl_BE')).body.url);
    const [body] = token.split('.') as [string];
    const { l } = JSON.parse(Buffer.from(body, 'base64url').toString());
    // The shop clock is pinned: the link's stored expiry is moved 1 s before it (what 10 minutes later looks like).
    await db.kysely
      .updateTable('web_view_links')
      .set({ expires_at: new Date(Date.parse(testClockNow) - 1000).toISOString() })
      .where('id', '=', l)
      .execute();
    const expired = await open(token);
    expect(expired.status).toBe(410);
    expect(expired.body).toMatchObject({ code: 'web_view_link_expired' });
    expect(expired.body['hydra:description']).toContain('verlopen');
  });
});

describe('web-view payment change: the session', () => {
  it('reads its own subscription only, and is no login to the account', async () => {
    const { me, code } = await subscriber();
    const other = await subscriber();
    const { session } = (await open(tokenOf((await link(code, me.token)).body.url))).body;

    const read = await call('GET', `/api/web-view/subscriptions/${code}`, asSession(session));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ code, paymentMethod: { last4: '4242' } });
    expect((await call('GET', `/api/web-view/session`, asSession(session))).body).toMatchObject({ subscription: code });

    const refused = [
      await call('GET', `/api/web-view/subscriptions/${other.code}`, asSession(session)),
      await call('GET', `/api/web-view/subscriptions/${code}`),
      await call('GET', `/api/web-view/subscriptions/${code}`, asSession('x'.repeat(43))),
      // The customer's own bearer is not a web-view session.
      await call('GET', `/api/web-view/subscriptions/${code}`, { token: me.token }),
    ];
    for (const answer of refused) expect(answer.status).toBe(403);
    // Nor is the session a bearer of the Shop API.
    expect((await call('GET', `/subscriptions/${code}`, { token: session })).status).toBe(401);
  });

  it('ends after 30 minutes (410)', async () => {
    const { me, code } = await subscriber();
    const { session } = (await open(tokenOf((await link(code, me.token)).body.url))).body;
    await db.kysely
      .updateTable('web_view_links')
      .set({ session_expires_at: new Date(Date.parse(testClockNow) - 1000).toISOString() })
      .where('customer_id', '=', me.id)
      .execute();
    const ended = await call('GET', `/api/web-view/subscriptions/${code}`, asSession(session));
    expect(ended.status).toBe(410);
    expect(ended.body).toMatchObject({ code: 'web_view_session_expired' });
  });
});

describe('web-view payment change: a new card on the provider’s page', () => {
  it('records a refused card with the bank’s answer, then gives the subscription the accepted one', async () => {
    const { me, code, card } = await subscriber();
    const { session } = (await open(tokenOf((await link(code, me.token)).body.url))).body;
    const enter = async (number: string) => {
      const start = await call('POST', `/api/web-view/subscriptions/${code}/card-changes`, asSession(session));
      expect(start.status).toBe(201);
      const page = await fetch(start.body.redirectUrl);
      const html = await page.text();
      expect(html).toContain('Enregistrer la carte');
      expect(html).not.toContain('Montant');
      const sent = await fetch(start.body.redirectUrl, {
        method: 'POST',
        body: new URLSearchParams({ card: number }),
        redirect: 'manual',
      });
      expect(sent.status).toBe(303);
      return sent.headers.get('location')!;
    };
    const latest = () =>
      until(async () => {
        const answer = await call('GET', `/api/web-view/subscriptions/${code}/card-changes/latest`, asSession(session));
        return answer.body.status !== 'open' ? answer.body : null;
      });

    expect(await enter('4000 0000 0000 0002')).toBe(
      `${origin}/web-view/${code}-changement-de-paiement/?payment=failed`,
    );
    expect(await latest()).toMatchObject({ status: 'failed', card: null, bankResponse: { code: '51' } });
    const unchanged = await call('GET', `/subscriptions/${code}`, { token: me.token });
    expect(unchanged.body.paymentMethod.id).toBe(card.id);

    expect(await enter('4242 4242 4242 4242')).toMatch(/\?payment=succeeded$/);
    expect(await latest()).toMatchObject({ status: 'succeeded', card: { last4: '4242', brand: 'visa' } });
    const changed = await call('GET', `/subscriptions/${code}`, { token: me.token });
    expect(changed.body.paymentMethod.id).not.toBe(card.id);
    expect(changed.body.nextOrder.paymentMethod.id).toBe(changed.body.paymentMethod.id);
    const saved = await call('GET', '/saved-payment-methods', { token: me.token });
    expect(saved.body['hydra:totalItems']).toBe(2);
  });

  it('is refused once the next order is locked, like every change (422 with the contact message)', async () => {
    const { me, code } = await subscriber();
    const { session } = (await open(tokenOf((await link(code, me.token)).body.url))).body;
    const day = testClockNow.slice(0, 10);
    await db.kysely
      .updateTable('subscriptions')
      .set({ next_shipping_date: day, modification_limit_date: '2026-11-27' })
      .where('code', '=', code)
      .execute();
    const locked = await call('POST', `/api/web-view/subscriptions/${code}/card-changes`, asSession(session));
    expect(locked.status).toBe(422);
    expect(locked.body.violations[0]).toMatchObject({ code: 'subscription_locked' });
    const none = await call('GET', `/api/web-view/subscriptions/${code}/card-changes/latest`, asSession(session));
    expect(none.status).toBe(404);
  });
});
