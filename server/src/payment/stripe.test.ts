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
