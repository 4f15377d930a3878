// The sponsorship mocks keep state and refuse what the server refuses: an invited friend shows in the list, the
// demo customer cannot invite herself nor claim her own code, a claim attaches a new customer once.
import { customerSchema } from '@gamelle/contract/customer/schema';
import { constraintViolationListSchema } from '@gamelle/contract/shared/errors';
import { sponsorshipCodeAnswerSchema, sponsorshipFriendSchema, sponsorshipSchema } from '@gamelle/contract/sponsorship';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';
import { DEMO_SPONSORSHIP_CODE } from './sponsorships.ts';

setupMockServer();

async function newcomer() {
  const email = `nouveau-${Math.random().toString(36).slice(2)}@example.fr`;
  const password = 'croquettes-42';
  const reg = await call('/shop/customers', {
    method: 'POST',
    body: { email, password, firstName: 'Hugo', lastName: 'Bernard', botToken: 'b' },
  });
  expect(reg.status).toBe(201);
  return { email, ...(await login(email, password)) };
}

describe('sponsorship', () => {
  it('shows the demo customer her code, link and a friend in each state, then a new invitation', async () => {
    const { token } = await login();
    const mine = sponsorshipSchema.parse((await call('/shop/sponsorship', { token })).body);
    expect(mine.code).toBe(DEMO_SPONSORSHIP_CODE);
    expect(mine.link).toBe('https://www.gamelle.fr/parrainage/GML-7K3M9QXA2B/');
    expect(mine.friends.map((f) => f.state)).toEqual(['invited', 'registered', 'ordered', 'rewarded']);
    expect(mine.rewards).toHaveLength(1);
    expect(mine.canClaim).toBe(false);

    const sent = await call('/shop/sponsorship/invitations', {
      method: 'POST',
      token,
      body: { email: 'Zoe@Example.fr' },
    });
    expect(sent.status).toBe(201);
    expect(sponsorshipFriendSchema.parse(sent.body)).toMatchObject({ email: 'zoe@example.fr', state: 'invited' });
    const after = sponsorshipSchema.parse((await call('/shop/sponsorship', { token })).body);
    expect(after.friends[0]?.email).toBe('zoe@example.fr');
    expect(after.friends).toHaveLength(5);

    const nl = sponsorshipSchema.parse((await call('/shop/sponsorship', { token, locale: 'nl_BE' })).body);
    expect(nl.link).toMatch(/\/nl\/vriendencode\/GML-7K3M9QXA2B\/$/);
    expect((await call('/shop/sponsorship')).status).toBe(401);
  });

  it('refuses inviting oneself or a customer, and claiming one’s own code or after an order, in FR and NL', async () => {
    const { token } = await login();
    const email = 'demo@gamelle.fr';
    const self = await call('/shop/sponsorship/invitations', { method: 'POST', token, body: { email } });
    expect(constraintViolationListSchema.parse(self.body).violations[0]).toMatchObject({
      propertyPath: 'email',
      code: 'sponsorship_self_referral',
      message: 'Vous ne pouvez pas vous parrainer vous-même.',
    });
    const own = await call('/shop/sponsorship/claims', {
      method: 'POST',
      token,
      locale: 'nl_BE',
      body: { code: DEMO_SPONSORSHIP_CODE },
    });
    expect(constraintViolationListSchema.parse(own.body).violations[0]).toMatchObject({
      code: 'sponsorship_self_referral',
      message: 'U kunt uzelf niet aanbrengen.',
    });
    const fresh = await newcomer();
    const known = await call('/shop/sponsorship/invitations', { method: 'POST', token, body: { email: fresh.email } });
    expect(constraintViolationListSchema.parse(known.body).violations[0]?.code).toBe('sponsorship_already_customer');
    const bad = await call('/shop/sponsorship/claims', { method: 'POST', token: fresh.token, body: { code: 'nope' } });
    expect(bad.status).toBe(422);
  });

  it('attaches a new customer to a sponsor once, with the welcome coupon, and answers the link’s code', async () => {
    const friend = await newcomer();
    const claimed = await call('/shop/sponsorship/claims', {
      method: 'POST',
      token: friend.token,
      body: { code: DEMO_SPONSORSHIP_CODE.toLowerCase() },
    });
    expect(claimed.status).toBe(200);
    const mine = sponsorshipSchema.parse(claimed.body);
    expect(mine.sponsoredBy).toMatchObject({ sponsorName: 'Camille M.', welcomeCoupon: { amountCents: 1000 } });
    expect(mine.canClaim).toBe(false);
    const again = await call('/shop/sponsorship/claims', {
      method: 'POST',
      token: friend.token,
      body: { code: DEMO_SPONSORSHIP_CODE },
    });
    expect(constraintViolationListSchema.parse(again.body).violations[0]?.code).toBe('sponsorship_already_sponsored');
    const { token } = await login();
    const sponsor = sponsorshipSchema.parse((await call('/shop/sponsorship', { token })).body);
    expect(sponsor.friends[0]).toMatchObject({ name: 'Hugo B.', state: 'registered', email: null });
    customerSchema.parse(
      (await call(`/shop/customers/${friend.customer.split('/').at(-1)}`, { token: friend.token })).body,
    );

    const described = await call(`/shop/sponsorship-codes/${DEMO_SPONSORSHIP_CODE}`);
    expect(sponsorshipCodeAnswerSchema.parse(described.body)).toEqual({
      code: DEMO_SPONSORSHIP_CODE,
      sponsorFirstName: 'Camille',
      friendDiscountCents: 1000,
    });
    expect((await call('/shop/sponsorship-codes/GML-2222222222')).status).toBe(404);
  });

  it('joins the sponsor at registration with the link’s code, as the server: an unknown code creates nothing', async () => {
    // The demo customer invited julie.petit@example.fr: her line becomes a registered friend with a name.
    const email = 'julie.petit@example.fr';
    const body = { email, password: 'croquettes-42', firstName: 'Julie', lastName: 'Petit', botToken: 'b' };
    const unknown = await call('/shop/customers', {
      method: 'POST',
      locale: 'nl_BE',
      body: { ...body, sponsorCode: 'GML-2222222222' },
    });
    expect(unknown.status).toBe(422);
    expect(constraintViolationListSchema.parse(unknown.body).violations[0]).toMatchObject({
      propertyPath: 'sponsorCode',
      code: 'sponsorship_code_unknown',
      message: expect.stringMatching(/bestaat niet/),
    });
    const lookup = await call('/shop/customer/lookup', { method: 'POST', body: { email } });
    expect(lookup.body).toMatchObject({ exists: false });

    const reg = await call('/shop/customers', {
      method: 'POST',
      body: { ...body, sponsorCode: ` ${DEMO_SPONSORSHIP_CODE.toLowerCase()} ` },
    });
    expect(reg.status).toBe(201);
    const friend = await login(email, body.password);
    const mine = sponsorshipSchema.parse((await call('/shop/sponsorship', { token: friend.token })).body);
    expect(mine).toMatchObject({ sponsoredBy: { sponsorName: 'Camille M.' }, canClaim: false });
    const { token } = await login();
    const sponsor = sponsorshipSchema.parse((await call('/shop/sponsorship', { token })).body);
    expect(sponsor.friends).toHaveLength(4);
    expect(sponsor.friends.find((f) => f.email === email)).toMatchObject({ name: 'Julie P.', state: 'registered' });
  });

  it('keeps the link’s code through a Google sign-up only: a stale code is let go, a later login changes nothing', async () => {
    const google = async (sponsorCode?: string) => {
      const answer = await call('/shop/authentication-token', {
        method: 'POST',
        body: { googleToken: 'g', botToken: 'b', ...(sponsorCode === undefined ? {} : { sponsorCode }) },
      });
      expect(answer.status).toBe(200);
      return (answer.body as { token: string }).token;
    };
    const signedUp = await google('GML-2222222222');
    expect(sponsorshipSchema.parse((await call('/shop/sponsorship', { token: signedUp })).body)).toMatchObject({
      sponsoredBy: null,
      canClaim: true,
    });
    const again = await google(DEMO_SPONSORSHIP_CODE);
    expect(sponsorshipSchema.parse((await call('/shop/sponsorship', { token: again })).body).sponsoredBy).toBeNull();
  });

  it('joins a Google sign-up through a sponsorship link to its sponsor', async () => {
    const answer = await call('/shop/authentication-token', {
      method: 'POST',
      body: { googleToken: 'g', botToken: 'b', sponsorCode: DEMO_SPONSORSHIP_CODE },
    });
    const friend = sponsorshipSchema.parse(
      (await call('/shop/sponsorship', { token: (answer.body as { token: string }).token })).body,
    );
    expect(friend.sponsoredBy).toMatchObject({ sponsorName: 'Camille M.', welcomeCoupon: { amountCents: 1000 } });
    const { token } = await login();
    const sponsor = sponsorshipSchema.parse((await call('/shop/sponsorship', { token })).body);
    expect(sponsor.friends[0]).toMatchObject({ name: 'Alex D.', state: 'registered', email: null });
  });
});
