import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidNotification } from './provider.ts';
import { stripeProvider } from './stripe.ts';

// Stripe's own signing (generateTestHeaderString) on events shaped as Stripe sends them: the adapter must verify
// them with the webhook secret and map each to the shop's outcome; no network is involved.
const secret = 'whsec_test_secret_for_unit_tests';
const client = new Stripe('sk_test_unused');
const provider = stripeProvider({ secretKey: 'sk_test_unused', webhookSecret: secret, client });

function signed(event: Record<string, unknown>, signingSecret = secret) {
  const payload = JSON.stringify({ object: 'event', api_version: '2025-01-01', created: 1, livemode: false, ...event });
  const header = client.webhooks.generateTestHeaderString({ payload, secret: signingSecret });
  return { payload, headers: new Headers({ 'stripe-signature': header }) };
}

const session = (over: Record<string, unknown>) => ({
  object: { id: 'cs_test_1', object: 'checkout.session', metadata: { paymentId: '42', orderToken: 't' }, ...over },
});

describe('Stripe notifications', () => {
  it('maps a paid Checkout session to a paid payment', async () => {
    const { payload, headers } = signed({
      id: 'evt_1',
      type: 'checkout.session.completed',
      data: session({ payment_status: 'paid' }),
    });
    expect(await provider.verifyNotification(payload, headers)).toEqual({
      eventId: 'stripe:evt_1',
      paymentId: 42,
      outcome: 'paid',
      bankResponse: null,
      reference: 'cs_test_1',
    });
  });

  it('waits for a completed session whose payment is still pending, then maps the async result', async () => {
    const pending = signed({
      id: 'evt_2',
      type: 'checkout.session.completed',
      data: session({ payment_status: 'unpaid' }),
    });
    expect((await provider.verifyNotification(pending.payload, pending.headers)).outcome).toBe('ignored');
    const ok = signed({
      id: 'evt_3',
      type: 'checkout.session.async_payment_succeeded',
      data: session({ payment_status: 'paid' }),
    });
    expect((await provider.verifyNotification(ok.payload, ok.headers)).outcome).toBe('paid');
    const ko = signed({
      id: 'evt_4',
      type: 'checkout.session.async_payment_failed',
      data: session({ payment_status: 'unpaid' }),
    });
    expect(await provider.verifyNotification(ko.payload, ko.headers)).toMatchObject({
      outcome: 'failed',
      paymentId: 42,
    });
    const expired = signed({ id: 'evt_5', type: 'checkout.session.expired', data: session({}) });
    expect((await provider.verifyNotification(expired.payload, expired.headers)).bankResponse?.code).toBe('expired');
  });

  it('gives the bank response of a refused card', async () => {
    const { payload, headers } = signed({
      id: 'evt_6',
      type: 'payment_intent.payment_failed',
      data: {
        object: {
          id: 'pi_1',
          object: 'payment_intent',
          metadata: { paymentId: '7' },
          last_payment_error: {
            message: 'Your card has insufficient funds.',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            type: 'card_error',
          },
        },
      },
    });
    expect(await provider.verifyNotification(payload, headers)).toMatchObject({
      paymentId: 7,
      outcome: 'failed',
      bankResponse: {
        message: 'Your card has insufficient funds.',
        detail: 'insufficient_funds',
        code: 'card_declined',
      },
    });
  });

  it('ignores other events and refuses a bad or missing signature', async () => {
    const other = signed({
      id: 'evt_7',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await provider.verifyNotification(other.payload, other.headers)).outcome).toBe('ignored');
    const forged = signed(
      { id: 'evt_8', type: 'checkout.session.completed', data: session({ payment_status: 'paid' }) },
      'whsec_someone_else',
    );
    await expect(provider.verifyNotification(forged.payload, forged.headers)).rejects.toBeInstanceOf(
      InvalidNotification,
    );
    const tampered = signed({
      id: 'evt_9',
      type: 'checkout.session.completed',
      data: session({ payment_status: 'unpaid' }),
    });
    await expect(
      provider.verifyNotification(tampered.payload.replace('unpaid', 'paid'), tampered.headers),
    ).rejects.toBeInstanceOf(InvalidNotification);
    await expect(provider.verifyNotification('{}', new Headers())).rejects.toBeInstanceOf(InvalidNotification);
  });
});

describe('Stripe card changes (setup sessions)', () => {
  it('maps an expired setup session to a refused card change, never to a payment', async () => {
    const { payload, headers } = signed({
      id: 'evt_setup_1',
      type: 'checkout.session.expired',
      data: {
        object: { id: 'cs_setup_1', object: 'checkout.session', mode: 'setup', metadata: { cardChangeId: '7' } },
      },
    });
    expect(await provider.verifyNotification(payload, headers)).toMatchObject({
      eventId: 'stripe:evt_setup_1',
      paymentId: null,
      cardChangeId: 7,
      outcome: 'failed',
      bankResponse: { code: 'expired' },
    });
  });

  it('ignores a setup session that names no card change', async () => {
    const { payload, headers } = signed({
      id: 'evt_setup_2',
      type: 'checkout.session.expired',
      data: { object: { id: 'cs_setup_2', object: 'checkout.session', mode: 'setup', metadata: {} } },
    });
    expect(await provider.verifyNotification(payload, headers)).toMatchObject({ outcome: 'ignored', paymentId: null });
  });
});

describe('Stripe refunds', () => {
  function fakeStripe(refund: () => Promise<unknown>) {
    const calls: unknown[][] = [];
    const fake = {
      checkout: { sessions: { retrieve: async (id: string) => ({ id, payment_intent: 'pi_from_session' }) } },
      refunds: {
        create: async (...args: unknown[]) => {
          calls.push(args);
          return refund();
        },
      },
    } as unknown as Stripe;
    return { calls, provider: stripeProvider({ secretKey: 'sk_test_unused', webhookSecret: secret, client: fake }) };
  }
  const input = { idempotencyKey: 'refund-payment-7', amount: 4590, paymentId: 7 };

  it('refunds the intent behind a Checkout Session under the shop’s idempotency key', async () => {
    const { calls, provider: stripe } = fakeStripe(async () => ({ id: 're_1', status: 'succeeded' }));
    expect(await stripe.refund({ ...input, paymentReference: 'cs_test_1' })).toEqual({
      outcome: 'refunded',
      reference: 're_1',
    });
    expect(calls).toEqual([
      [
        { payment_intent: 'pi_from_session', amount: 4590, metadata: { paymentId: '7' } },
        { idempotencyKey: 'refund-payment-7' },
      ],
    ]);
  });

  it('refunds a renewal’s intent directly, and says why Stripe refused', async () => {
    const pending = fakeStripe(async () => ({ id: 're_2', status: 'pending' }));
    expect(await pending.provider.refund({ ...input, paymentReference: 'pi_renewal' })).toEqual({
      outcome: 'refunded',
      reference: 're_2',
    });
    const refused = fakeStripe(async () => {
      throw new Stripe.errors.StripeInvalidRequestError({
        message: 'Charge ch_1 has already been refunded.',
        type: 'invalid_request_error',
      });
    });
    expect(await refused.provider.refund({ ...input, paymentReference: 'pi_renewal' })).toEqual({
      outcome: 'failed',
      message: 'Charge ch_1 has already been refunded.',
    });
    const unknown = fakeStripe(async () => ({ id: 're_3', status: 'succeeded' }));
    expect(await unknown.provider.refund({ ...input, paymentReference: 'tgch_not_stripe' })).toMatchObject({
      outcome: 'failed',
    });
    expect(unknown.calls).toEqual([]);
  });
});
