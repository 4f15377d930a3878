import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addItem, call, database, freshAddress, newCart, newCustomer, ops, variants } from './helpers.ts';
import { mailsArrived, mailsTo } from './outbox.ts';

const db = database();
afterAll(() => db.close());

const fresh = () => ({ 'x-forwarded-for': freshAddress() });
const newEmail = () => `news-${randomUUID()}@example.com`;
const signUp = (email: unknown, query = '', source = 'footer') =>
  call('POST', `/newsletter-subscriptions${query}`, { body: { email, source }, headers: fresh() });

/** The token of the link to `path` in an e-mail. */
function tokenIn(mail: string, path: RegExp): string {
  const match = new RegExp(`${path.source}/([A-Za-z0-9_-]{20,})/`).exec(mail);
  if (!match?.[1]) throw new Error(`no ${path.source} link in:\n${mail}`);
  return match[1];
}
const confirmationToken = (mail: string) => tokenIn(mail, /(?:newsletter\/confirmation|nieuwsbrief\/bevestiging)/);
const unsubscribeToken = (mail: string) => tokenIn(mail, /(?:newsletter\/desinscription|nieuwsbrief\/uitschrijven)/);

describe('newsletter', () => {
  it('confirms by e-mail, then issues a 5 € first-order coupon once, with an unsubscribe link in every e-mail', async () => {
    const email = newEmail();
    const res = await signUp(email);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ status: 'confirmation_sent' });

    const [confirmation] = await mailsArrived(email);
    expect(confirmation).toContain('Content-Language: fr');
    expect(confirmation).toContain('Confirmez votre inscription');
    expect(confirmation).toMatch(/List-Unsubscribe: <http[^>]+\/newsletter-subscriptions\/unsubscriptions\/[\w-]+>/);
    expect(confirmation).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const token = confirmationToken(confirmation!);
    expect(unsubscribeToken(confirmation!)).not.toBe(token);

    const confirmed = await call('POST', '/newsletter-subscriptions/confirmations', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email, discountCents: 500 });
    expect(confirmed.body.couponCode).toMatch(/^NEWS-[2-9A-Z]{8}$/);

    const [, welcome] = await mailsArrived(email, 2);
    expect(welcome).toContain(confirmed.body.couponCode);
    // Whole euros as a French shop writes them (server/src/shared/mail/money.ts), in the subject too.
    expect(welcome).toContain('Voici vos 5\u00a0€ de réduction');
    expect(welcome).not.toContain('5,00');
    expect(unsubscribeToken(welcome!)).toBe(unsubscribeToken(confirmation!));

    // The link clicked again says the address is on the list, without a second coupon or e-mail (it answered
    // « invalid link, sign up again », and signing up again sends nothing to a confirmed address).
    const again = await call('POST', '/newsletter-subscriptions/confirmations', { body: { token } });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ email, couponCode: null, discountCents: 500, couponExpiresAt: null });

    // Signing up again while confirmed answers the same and sends nothing.
    expect((await signUp(email.toUpperCase())).status).toBe(202);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email)).toHaveLength(2);
  });

  it('makes the coupon usable on a first order only, and only once', async () => {
    const email = newEmail();
    await signUp(email);
    const [mail] = await mailsArrived(email);
    const { body } = await call('POST', '/newsletter-subscriptions/confirmations', {
      body: { token: confirmationToken(mail!) },
    });
    const code = body.couponCode as string;

    const customer = await newCustomer();
    const cart = await newCart(customer.token);
    await addItem(cart, variants.catSterilised400g, 3, {}, customer.token);
    const applied = await call('PATCH', `/orders/${cart}/apply-coupon`, {
      body: { couponCode: code.toLowerCase() },
      token: customer.token,
    });
    expect(applied.status).toBe(200);
    expect(applied.body.orderPromotionTotal).toBe(500);

    const coupon = await db.kysely.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(coupon).toMatchObject({ kind: 'fixed_amount', amount: 500, first_order_only: 1, usage_limit: 1 });
  });

  it('unsubscribes from the page link and in one click, and never issues a second coupon to the same e-mail', async () => {
    const email = newEmail();
    await signUp(email, '?locale=nl_BE', 'home');
    const [first] = await mailsArrived(email);
    expect(first).toContain('Content-Language: nl');
    expect(first).toContain('Bevestig uw inschrijving');
    const confirmed = await call('POST', '/newsletter-subscriptions/confirmations', {
      body: { token: confirmationToken(first!) },
    });
    expect(confirmed.body.couponCode).toBeTruthy();

    const token = unsubscribeToken(first!);
    const left = await call('POST', '/newsletter-subscriptions/unsubscriptions', { body: { token } });
    expect(left.status).toBe(200);
    expect(left.body).toEqual({ email, status: 'unsubscribed' });
    // Idempotent, and the one-click form of the header answers the same.
    const oneClick = await call('POST', `/newsletter-subscriptions/unsubscriptions/${token}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(oneClick.status).toBe(200);
    const row = await db.kysely
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');

    // Back on the list: a new confirmation, but no second coupon.
    await signUp(email, '?locale=nl_BE', 'exit_popup');
    const mails = await mailsArrived(email, 3);
    const back = await call('POST', '/newsletter-subscriptions/confirmations', {
      body: { token: confirmationToken(mails[2]!) },
    });
    expect(back.status).toBe(200);
    expect(back.body.couponCode).toBeNull();
    const [, , , welcomeBack] = await mailsArrived(email, 4);
    expect(welcomeBack).toContain('welkomstcode al ontvangen');
  });

  it('keeps the customer account’s newsletter flag in step with the list', async () => {
    const customer = await newCustomer();
    await signUp(customer.email);
    const [mail] = await mailsArrived(customer.email);
    await call('POST', '/newsletter-subscriptions/confirmations', { body: { token: confirmationToken(mail!) } });
    const flag = () =>
      db.kysely
        .selectFrom('customers')
        .select('subscribed_to_newsletter')
        .where('email', '=', customer.email)
        .executeTakeFirstOrThrow();
    expect((await flag()).subscribed_to_newsletter).toBe(1);
    await call('POST', '/newsletter-subscriptions/unsubscriptions', { body: { token: unsubscribeToken(mail!) } });
    expect((await flag()).subscribed_to_newsletter).toBe(0);
  });

  it('refuses a bad e-mail with the spec’s message, an expired or unknown link with a clear one', async () => {
    const bad = await signUp('pas-une-adresse');
    expect(bad.status).toBe(422);
    expect(bad.body.violations[0]).toMatchObject({
      propertyPath: 'email',
      code: 'invalid_email',
      message: "L'adresse email n'est pas valide",
    });
    expect((await signUp('')).status).toBe(422);
    expect((await signUp(`${'a'.repeat(250)}@example.com`)).status).toBe(422);
    expect((await call('POST', '/newsletter-subscriptions', { body: { email: newEmail(), source: 'x' } })).status).toBe(
      422,
    );

    const email = newEmail();
    await signUp(email);
    const [mail] = await mailsArrived(email);
    await db.kysely
      .updateTable('newsletter_subscriptions')
      .set({ confirmation_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('email', '=', email)
      .execute();
    const expired = await call('POST', '/newsletter-subscriptions/confirmations?locale=nl', {
      body: { token: confirmationToken(mail!) },
    });
    expect(expired.status).toBe(404);
    expect(JSON.stringify(expired.body)).toContain('Deze link is ongeldig of verlopen');

    const unknown = await call('POST', '/newsletter-subscriptions/unsubscriptions', {
      body: { token: 'x'.repeat(43) },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call('POST', '/newsletter-subscriptions/unsubscriptions', { body: { token: '../etc' } })).status,
    ).toBe(422);
    expect((await call('POST', '/newsletter-subscriptions/unsubscriptions/..%2Fetc', { raw: '' })).status).toBe(404);
  });

  it('lets an operator list the subscribers with state, language and coupon, show one and unsubscribe one', async () => {
    // Three e-mails in three states: pending (FR), confirmed with its coupon (NL), confirmed then its coupon spent.
    const pending = newEmail();
    const confirmed = newEmail();
    const spent = newEmail();
    await signUp(pending);
    await signUp(confirmed, '?locale=nl_BE', 'exit_popup');
    await signUp(spent);
    const confirm = async (email: string) => {
      const [mail] = await mailsArrived(email);
      const res = await call('POST', '/newsletter-subscriptions/confirmations', {
        body: { token: confirmationToken(mail!) },
      });
      return res.body.couponCode as string;
    };
    await mailsArrived(pending);
    const code = await confirm(confirmed);
    const spentCode = await confirm(spent);
    await db.kysely
      .insertInto('coupon_usages')
      .values({ coupon_code: spentCode, customer_id: null, order_id: null, used_at: '2026-12-01T10:00:00.000Z' })
      .execute();

    const list = await ops(['newsletter', 'list']);
    expect(list).toMatch(new RegExp(`^${pending} pending fr no coupon yet \\(footer, since \\S+\\)$`, 'm'));
    expect(list).toMatch(
      new RegExp(`^${confirmed} confirmed nl ${code} \\(until 20\\d\\d-[^)]+\\) \\(exit_popup`, 'm'),
    );
    expect(list).toMatch(new RegExp(`^${spent} confirmed fr ${spentCode} \\(used\\)`, 'm'));
    expect(list).toMatch(/^\d+ subscribers: \d+ pending, \d+ confirmed/m);
    const onlyPending = await ops(['newsletter', 'list', 'pending']);
    expect(onlyPending).toContain(pending);
    expect(onlyPending).not.toContain(confirmed);

    const shown = await ops(['newsletter', 'show', confirmed.toUpperCase()]);
    expect(shown).toContain(`${confirmed}: confirmed`);
    expect(shown).toContain('Language: nl');
    expect(shown).toMatch(/Signed up from: exit_popup, /);
    expect(shown).toMatch(/Confirmed: 20\d\d-/);
    expect(shown).toContain(`Coupon: ${code} (until`);

    expect(await ops(['newsletter', 'unsubscribe', confirmed])).toContain(`${confirmed} unsubscribed`);
    expect(await ops(['newsletter', 'unsubscribe', confirmed])).toContain('had already left');
    const row = await db.kysely
      .selectFrom('newsletter_subscriptions')
      .select(['status', 'unsubscribed_at'])
      .where('email', '=', confirmed)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('unsubscribed');
    expect(row.unsubscribed_at).toBeTruthy();
    expect(await ops(['newsletter', 'show', confirmed])).toMatch(/Unsubscribed: 20\d\d-/);
    expect(await ops(['newsletter', 'list', 'unsubscribed'])).toContain(`${confirmed} unsubscribed nl ${code}`);

    await expect(ops(['newsletter', 'show', newEmail()])).rejects.toThrow(/never signed up/);
    await expect(ops(['newsletter', 'unsubscribe', newEmail()])).rejects.toThrow(/never signed up/);
    await expect(ops(['newsletter', 'list', 'later'])).rejects.toThrow(/pnpm ops newsletter list/);
    await expect(ops(['newsletter', 'show'])).rejects.toThrow(/pnpm ops newsletter/);
  });

  it('throttles sign-ups per e-mail so a mailbox cannot be flooded', async () => {
    const email = newEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signUp(email)).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
