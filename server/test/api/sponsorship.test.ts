import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addItem,
  botToken,
  call,
  database,
  freshAddress,
  localToken,
  newCart,
  newCustomer,
  ops,
  variants,
} from './helpers.ts';
import { mailsArrived, mailsTo } from './outbox.ts';

const db = database();
afterAll(() => db.close());

const address = {
  firstName: 'Marc',
  lastName: 'Martin',
  countryCode: 'FR',
  street: '12 rue des Lilas',
  postcode: '69003',
  city: 'Lyon',
  phoneNumber: '+33612345678',
};
const friendEmail = () => `ami-${randomUUID()}@example.fr`;

async function sponsorshipOf(token: string, locale = 'fr') {
  const res = await call('GET', `/sponsorship?locale=${locale}`, { token });
  expect(res.status).toBe(200);
  return res.body;
}

/** Registers `email` with a sponsorship code, as the registration form does with the link's cookie, and logs in. */
async function registerWith(email: string, sponsorCode: string | undefined, firstName = 'Marc') {
  const password = 'croquettes-42';
  const reg = await call('POST', '/customers', {
    body: {
      email,
      password,
      firstName,
      lastName: 'Martin',
      botToken: await botToken('register'),
      ...(sponsorCode === undefined ? {} : { sponsorCode }),
    },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  if (reg.status !== 201) return { reg, token: '' };
  const login = await call('POST', '/authentication-token', {
    body: { email, password, botToken: await botToken('login') },
    headers: { 'x-forwarded-for': freshAddress() },
  });
  return { reg, token: login.body.token as string };
}

/** A placed order paid by bank transfer (an operator records it), with `coupon` applied when given. */
async function placeOrder(token: string, coupon?: string) {
  const cart = await newCart(token);
  await addItem(cart, variants.dogAdult3kg, 1, {}, token);
  if (coupon) {
    const applied = await call('PATCH', `/orders/${cart}/apply-coupon`, { token, body: { couponCode: coupon } });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
  }
  const order = (await call('PUT', `/orders/${cart}`, { token, body: { billingAddress: address } })).body;
  await call('PATCH', `/orders/${cart}/shipments/${order.shipments[0].id}`, {
    token,
    body: { shippingMethod: 'home_delivery' },
  });
  const chosen = await call('PATCH', `/orders/${cart}/payments/${order.payments[0].id}`, {
    token,
    body: { paymentMethod: 'bank_transfer' },
  });
  const done = await call('PATCH', `/orders/${cart}/complete`, { token, body: { expectedTotal: chosen.body.total } });
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return done.body as { number: string; total: number; tokenValue: string };
}

describe('sponsorship', () => {
  it('gives each customer one stable, unguessable code and a link in their language; login required', async () => {
    const me = await newCustomer();
    const first = await sponsorshipOf(me.token);
    expect(first.code).toMatch(/^GML-[2-9A-HJKMNP-TV-Z]{10}$/);
    expect(first.link).toMatch(new RegExp(`/parrainage/${first.code}/$`));
    expect(first).toMatchObject({ friendDiscountCents: 1000, sponsorRewardCents: 1000, friends: [], rewards: [] });
    expect(first).toMatchObject({ sponsoredBy: null, canClaim: true });
    const nl = await sponsorshipOf(me.token, 'nl');
    expect(nl.code).toBe(first.code);
    expect(nl.link).toMatch(new RegExp(`/nl/vriendencode/${first.code}/$`));
    expect((await newCustomer()).token).not.toBe(me.token);
    expect((await sponsorshipOf((await newCustomer()).token)).code).not.toBe(first.code);
    expect((await call('GET', '/sponsorship')).status).toBe(401);

    const described = await call('GET', `/sponsorship-codes/${first.code.toLowerCase()}`);
    expect(described.status).toBe(200);
    expect(described.body).toEqual({ code: first.code, sponsorFirstName: 'Léa', friendDiscountCents: 1000 });
    const unknown = await call('GET', '/sponsorship-codes/GML-2222222222');
    expect(unknown.status).toBe(404);
    expect(unknown.body['hydra:description']).toMatch(/code de parrainage n'existe pas/);
    expect((await call('GET', '/sponsorship-codes/nope')).status).toBe(404);
  });

  it('invites a friend by e-mail in FR or NL, refusing oneself and anyone who already has an account', async () => {
    const me = await newCustomer();
    const { code } = await sponsorshipOf(me.token);
    const email = friendEmail();
    const sent = await call('POST', '/sponsorship/invitations', {
      token: me.token,
      body: { email: email.toUpperCase() },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, state: 'invited', name: null, registeredAt: null });
    const [mail] = await mailsArrived(email);
    expect(mail).toContain('Content-Language: fr');
    expect(mail).toContain('Léa D. vous offre 10\u00a0€');
    expect(mail).toContain(`/parrainage/${code}/`);

    const dutch = friendEmail();
    expect(
      (await call('POST', '/sponsorship/invitations?locale=nl', { token: me.token, body: { email: dutch } })).status,
    ).toBe(201);
    const [nlMail] = await mailsArrived(dutch);
    expect(nlMail).toContain('Content-Language: nl');
    expect(nlMail).toContain(`/nl/vriendencode/${code}/`);
    expect(nlMail).toContain('eerste bestelling');

    const self = await call('POST', '/sponsorship/invitations', { token: me.token, body: { email: me.email } });
    expect(self.status).toBe(422);
    expect(self.body.violations[0]).toMatchObject({ propertyPath: 'email', code: 'sponsorship_self_referral' });
    const customer = await newCustomer();
    const known = await call('POST', '/sponsorship/invitations?locale=nl', {
      token: me.token,
      body: { email: customer.email },
    });
    expect(known.status).toBe(422);
    expect(known.body.violations[0]).toMatchObject({ code: 'sponsorship_already_customer' });
    expect(known.body.violations[0].message).toMatch(/Gamelle-account/);
    const invalid = await call('POST', '/sponsorship/invitations', { token: me.token, body: { email: 'pas-un-mail' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.violations[0].propertyPath).toBe('email');
    expect((await call('POST', '/sponsorship/invitations', { body: { email } })).status).toBe(401);

    // Sending again is the same friend, not a second one; the third time within the hour is the last.
    expect((await call('POST', '/sponsorship/invitations', { token: me.token, body: { email } })).status).toBe(201);
    expect((await call('POST', '/sponsorship/invitations', { token: me.token, body: { email } })).status).toBe(201);
    const throttled = await call('POST', '/sponsorship/invitations', { token: me.token, body: { email } });
    expect(throttled.status).toBe(429);
    expect(throttled.body['hydra:description']).toMatch(/Trop d'invitations/);
    expect(mailsTo(email)).toHaveLength(3);
    const { friends } = await sponsorshipOf(me.token);
    expect(friends.map((f: { email: string }) => f.email).sort()).toEqual([email, dutch].sort());
  });

  it('refuses an unknown code at registration without creating the account', async () => {
    const email = friendEmail();
    const { reg } = await registerWith(email, 'GML-2222222222');
    expect(reg.status).toBe(422);
    expect(reg.body.violations[0]).toMatchObject({ propertyPath: 'sponsorCode', code: 'sponsorship_code_unknown' });
    const lookup = await call('POST', '/customer/lookup', {
      body: { email },
      headers: { 'x-forwarded-for': freshAddress() },
    });
    expect(lookup.body.exists).toBe(false);
    const malformed = await registerWith(friendEmail(), 'hello');
    expect(malformed.reg.status).toBe(422);
    expect(malformed.reg.body.violations[0]).toMatchObject({ propertyPath: 'sponsorCode', code: 'invalid' });
  });

  it("keeps the link's code through a Google sign-up; a login of an existing account or an unknown code changes nothing", async () => {
    const sponsor = await newCustomer();
    const { code } = await sponsorshipOf(sponsor.token);
    const google = async (email: string, sponsorCode?: string) => {
      const identity = { sub: randomUUID(), email, email_verified: true, given_name: 'Inès', family_name: 'Moreau' };
      const res = await call('POST', '/authentication-token', {
        body: {
          googleToken: await localToken('google', identity),
          botToken: await localToken('bot-check', { action: 'login' }),
          ...(sponsorCode === undefined ? {} : { sponsorCode }),
        },
        headers: { 'x-forwarded-for': freshAddress() },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.token as string;
    };

    // The sign-up through the link: the friend is the sponsor's, with the welcome coupon (the code in any case).
    const email = `google-${friendEmail()}`;
    const friendToken = await google(email, ` ${code.toLowerCase()} `);
    const mine = await sponsorshipOf(friendToken);
    expect(mine.sponsoredBy.sponsorName).toBe('Léa D.');
    expect(mine.sponsoredBy.welcomeCoupon).toMatchObject({ amountCents: 1000, used: false });
    expect(mine.canClaim).toBe(false);
    const friends = (await sponsorshipOf(sponsor.token)).friends;
    // Invited by nobody: the sponsor sees a name, not the e-mail they never typed.
    expect(friends).toEqual([expect.objectContaining({ email: null, name: 'Inès M.', state: 'registered' })]);

    // An existing account logging in with Google through a link is not sponsored by it.
    const customer = await newCustomer();
    expect((await sponsorshipOf(await google(customer.email, code))).sponsoredBy).toBeNull();
    // A code that names no one, or is no code, does not stop the sign-up: the account is made, unsponsored, and
    // may still claim a code.
    for (const stale of ['GML-2222222222', 'hello']) {
      const unsponsored = await sponsorshipOf(await google(`google-${friendEmail()}`, stale));
      expect(unsponsored).toMatchObject({ sponsoredBy: null, canClaim: true });
    }
    expect((await sponsorshipOf(sponsor.token)).friends).toHaveLength(1);
  });

  it('rewards the friend on the first order and the sponsor once that order ships', async () => {
    const sponsor = await newCustomer();
    const { code } = await sponsorshipOf(sponsor.token);
    const email = friendEmail();
    await call('POST', '/sponsorship/invitations', { token: sponsor.token, body: { email } });

    // The friend registers through the link (the code in any case), and gets the welcome coupon.
    const friend = await registerWith(email, ` ${code.toLowerCase()} `);
    expect(friend.reg.status).toBe(201);
    const mine = await sponsorshipOf(friend.token);
    expect(mine.sponsoredBy.sponsorName).toBe('Léa D.');
    const welcome = mine.sponsoredBy.welcomeCoupon;
    expect(welcome).toMatchObject({ amountCents: 1000, used: false });
    expect(welcome.couponCode).toMatch(/^GIFT-/);
    expect(mine.canClaim).toBe(false);
    let friends = (await sponsorshipOf(sponsor.token)).friends;
    expect(friends).toHaveLength(1);
    expect(friends[0]).toMatchObject({ email, name: 'Marc M.', state: 'registered' });

    // The welcome coupon is the friend's alone.
    const stranger = await newCustomer();
    const cart = await newCart(stranger.token);
    await addItem(cart, variants.dogAdult3kg, 1, {}, stranger.token);
    const stolen = await call('PATCH', `/orders/${cart}/apply-coupon`, {
      token: stranger.token,
      body: { couponCode: welcome.couponCode },
    });
    expect(stolen.status).toBe(422);
    expect(stolen.body.violations[0].code).toBe('coupon_invalid');

    const order = await placeOrder(friend.token, welcome.couponCode);
    const placed = (await call('GET', `/orders/${order.tokenValue}`, { token: friend.token })).body;
    expect(placed.orderPromotionTotal).toBe(1000);
    friends = (await sponsorshipOf(sponsor.token)).friends;
    expect(friends[0]).toMatchObject({ state: 'ordered' });
    expect(friends[0].orderedAt).not.toBeNull();
    expect((await sponsorshipOf(sponsor.token)).rewards).toEqual([]);
    expect((await sponsorshipOf(friend.token)).sponsoredBy.welcomeCoupon.used).toBe(true);

    await ops(['order', 'pay', order.number]);
    expect((await sponsorshipOf(sponsor.token)).friends[0].state).toBe('ordered');
    await ops(['order', 'ship', order.number, '--carrier', 'Colissimo', '--tracking', '6A123']);
    const after = await sponsorshipOf(sponsor.token);
    expect(after.friends[0]).toMatchObject({ state: 'rewarded' });
    expect(after.rewards).toHaveLength(1);
    expect(after.rewards[0]).toMatchObject({ amountCents: 1000, used: false });
    const credit = after.rewards[0].couponCode as string;
    expect(credit).toMatch(/^CREDIT-/);
    const mails = await mailsArrived(sponsor.email);
    expect(mails.some((m) => m.includes(credit) && m.includes('Marc M.'))).toBe(true);

    // The credit is the sponsor's, on any order (not only a first one).
    const own = await newCart(sponsor.token);
    await addItem(own, variants.dogAdult3kg, 1, {}, sponsor.token);
    expect(
      (await call('PATCH', `/orders/${own}/apply-coupon`, { token: sponsor.token, body: { couponCode: credit } }))
        .status,
    ).toBe(200);

    // A second order of the friend's changes nothing.
    await placeOrder(friend.token);
    expect((await sponsorshipOf(sponsor.token)).friends[0].state).toBe('rewarded');
  }, 60_000);

  it('lets a new customer claim a code once, never their own, never after an order; a cancelled first order does not count', async () => {
    const sponsor = await newCustomer();
    const { code } = await sponsorshipOf(sponsor.token);
    const own = await call('POST', '/sponsorship/claims', { token: sponsor.token, body: { code } });
    expect(own.status).toBe(422);
    expect(own.body.violations[0]).toMatchObject({ propertyPath: 'code', code: 'sponsorship_self_referral' });
    expect(own.body.violations[0].message).toBe('Vous ne pouvez pas vous parrainer vous-même.');

    const newcomer = await newCustomer({ firstName: 'Anouk', lastName: 'Peeters' });
    const unknown = await call('POST', '/sponsorship/claims', {
      token: newcomer.token,
      body: { code: 'GML-2222222222' },
    });
    expect(unknown.body.violations[0].code).toBe('sponsorship_code_unknown');
    const claimed = await call('POST', '/sponsorship/claims?locale=nl', { token: newcomer.token, body: { code } });
    expect(claimed.status).toBe(200);
    expect(claimed.body.sponsoredBy.sponsorName).toBe('Léa D.');
    expect(claimed.body.canClaim).toBe(false);
    // Invited by nobody: the sponsor sees a name, not the e-mail they never typed.
    expect((await sponsorshipOf(sponsor.token)).friends[0]).toMatchObject({ email: null, name: 'Anouk P.' });

    const other = await newCustomer();
    const { code: otherCode } = await sponsorshipOf(other.token);
    const again = await call('POST', '/sponsorship/claims?locale=nl', {
      token: newcomer.token,
      body: { code: otherCode },
    });
    expect(again.status).toBe(422);
    expect(again.body.violations[0]).toMatchObject({ code: 'sponsorship_already_sponsored' });
    expect(again.body.violations[0].message).toMatch(/al door iemand aangebracht/);

    const customer = await newCustomer();
    await placeOrder(customer.token);
    const late = await call('POST', '/sponsorship/claims', { token: customer.token, body: { code } });
    expect(late.body.violations[0]).toMatchObject({ code: 'sponsorship_not_new_customer' });
    expect((await sponsorshipOf(customer.token)).canClaim).toBe(false);

    // The newcomer's first order is cancelled before shipping: back to registered, the next order counts.
    const first = await placeOrder(newcomer.token);
    expect((await sponsorshipOf(sponsor.token)).friends[0].state).toBe('ordered');
    await ops(['order', 'cancel', first.number]);
    expect((await sponsorshipOf(sponsor.token)).friends[0].state).toBe('registered');
    const second = await placeOrder(newcomer.token);
    await ops(['order', 'pay', second.number]);
    await ops(['order', 'ship', second.number, '--carrier', 'bpost', '--tracking', 'BP1']);
    expect((await sponsorshipOf(sponsor.token)).friends[0].state).toBe('rewarded');
  }, 60_000);
});
