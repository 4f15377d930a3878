import Stripe from 'stripe';
import type { PaymentMethodCode } from '@gamelle/contract/checkout/schema';
import {
  type CardSetupInput,
  InvalidNotification,
  type OffSessionCharge,
  type OffSessionResult,
  type PaymentNotification,
  type PaymentProvider,
  type PaymentSessionInput,
  type RefundInput,
  type RefundResult,
} from './provider.ts';

const stripeMethodTypes: Partial<
  Record<PaymentMethodCode, Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType>
> = {
  card: 'card',
  paypal: 'paypal',
  bancontact: 'bancontact',
};

/**
 * Stripe Checkout: a Checkout Session per payment attempt (card, PayPal, Bancontact), confirmed by its signed
 * webhook events. Enabled by STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.
 */
export function stripeProvider(options: {
  secretKey: string;
  webhookSecret: string;
  client?: Stripe;
}): PaymentProvider {
  const stripe = options.client ?? new Stripe(options.secretKey);
  return {
    name: 'stripe',
    methods: ['card', 'paypal', 'bancontact'],
    async createSession(input: PaymentSessionInput) {
      const type = stripeMethodTypes[input.method];
      if (!type) throw new Error(`Stripe does not take ${input.method}`);
      const metadata = {
        paymentId: String(input.paymentId),
        orderToken: input.orderToken,
        ...(input.saveForLater ? { saveForLater: '1' } : {}),
      };
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        allowed_payment_method_types: [type],
        customer_email: input.email,
        client_reference_id: String(input.paymentId),
        locale: input.locale,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: input.amount,
              product_data: { name: `Gamelle ${input.orderNumber}` },
            },
          },
        ],
        metadata,
        // A subscription's card is kept on a Stripe customer for its renewals (off-session PaymentIntents).
        ...(input.saveForLater && type === 'card' ? { customer_creation: 'always' as const } : {}),
        payment_intent_data: {
          metadata,
          ...(input.saveForLater && type === 'card' ? { setup_future_usage: 'off_session' as const } : {}),
        },
        success_url: input.returnUrl,
        cancel_url: input.returnUrl,
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { redirectUrl: session.url, reference: session.id };
    },
    async verifyNotification(rawBody: string, headers: Headers) {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new InvalidNotification('Missing Stripe-Signature');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        throw new InvalidNotification(error instanceof Error ? error.message : 'Invalid signature');
      }
      const outcome = stripeOutcome(event);
      // A card change's completed setup session: the card its SetupIntent attached to the customer.
      if (
        outcome.cardChangeId != null &&
        outcome.outcome === 'paid' &&
        event.type === 'checkout.session.completed' &&
        typeof event.data.object.setup_intent === 'string'
      )
        outcome.savedMethod = await setupCard(stripe, event.data.object.setup_intent);
      if (
        outcome.outcome === 'paid' &&
        event.type === 'checkout.session.completed' &&
        event.data.object.metadata?.saveForLater === '1' &&
        typeof event.data.object.payment_intent === 'string'
      )
        outcome.savedMethod = await savedCard(stripe, event.data.object.payment_intent);
      return outcome;
    },
    async createCardSetup(input: CardSetupInput) {
      // A Checkout Session in setup mode saves a card on a Stripe customer without charging: the subscription's
      // customer when its card is Stripe's already (`cus_…/pm_…`), else a new one for this e-mail.
      const customer =
        input.currentReference?.split('/')[0] || (await stripe.customers.create({ email: input.email })).id;
      const metadata = { cardChangeId: String(input.cardChangeId) };
      const session = await stripe.checkout.sessions.create({
        mode: 'setup',
        currency: 'eur',
        customer,
        allowed_payment_method_types: ['card'],
        locale: input.locale,
        metadata,
        setup_intent_data: { metadata },
        success_url: input.returnUrl,
        cancel_url: input.returnUrl,
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { redirectUrl: session.url, reference: session.id };
    },
    async chargeOffSession(input: OffSessionCharge): Promise<OffSessionResult> {
      const [customer, paymentMethod] = input.methodReference.split('/');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amount,
            currency: 'eur',
            customer: customer!,
            payment_method: paymentMethod!,
            off_session: true,
            confirm: true,
            description: `Gamelle ${input.orderNumber}`,
            metadata: { paymentId: String(input.paymentId), offSession: '1' },
          },
          // Stripe answers a repeated key with the first request's result: a retried renewal never charges twice.
          { idempotencyKey: input.idempotencyKey },
        );
        return {
          outcome: intent.status === 'succeeded' ? 'paid' : 'failed',
          reference: intent.id,
          bankResponse:
            intent.status === 'succeeded'
              ? null
              : { message: 'Paiement refusé', detail: intent.status, code: 'authentication_required' },
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            outcome: 'failed',
            reference: error.payment_intent?.id ?? null,
            bankResponse: {
              message: error.message,
              detail: error.decline_code ?? 'card_declined',
              code: error.code ?? 'card_declined',
            },
          };
        throw error;
      }
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      // A payment taken on a hosted page is known by its Checkout Session (`cs_…`), a renewal by its intent (`pi_…`).
      let intent: string | null = input.paymentReference;
      if (intent.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(intent);
        intent =
          typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
      }
      if (!intent?.startsWith('pi_'))
        return { outcome: 'failed', message: `No payment at Stripe for ${input.paymentReference}` };
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intent, amount: input.amount, metadata: { paymentId: String(input.paymentId) } },
          // Stripe answers a repeated key with the first refund: a retried command gives the money back once.
          { idempotencyKey: input.idempotencyKey },
        );
        if (refund.status === 'failed' || refund.status === 'canceled')
          return { outcome: 'failed', message: `Stripe refund ${refund.id} ${refund.status}` };
        return { outcome: 'refunded', reference: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { outcome: 'failed', message: error.message };
        throw error;
      }
    },
  };
}

/** The card a paid Checkout Session kept on its customer: `cus_…/pm_…` and what the account shows of it. */
async function savedCard(stripe: Stripe, paymentIntentId: string) {
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (!method || typeof method === 'string' || !method.card || !customer) return null;
  return {
    reference: `${customer}/${method.id}`,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** The card a completed setup session attached to its customer (a card change). */
async function setupCard(stripe: Stripe, setupIntentId: string) {
  const intent = await stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
  const method = intent.payment_method;
  const customer = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  if (!method || typeof method === 'string' || !method.card || !customer) return null;
  return {
    reference: `${customer}/${method.id}`,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

/** What a Stripe event means for the shop's payment (exported for its unit test). */
export function stripeOutcome(event: Stripe.Event): PaymentNotification {
  const base = { eventId: `stripe:${event.id}`, bankResponse: null };
  const paymentIdOf = (metadata: Stripe.Metadata | null | undefined) => {
    const id = Number(metadata?.paymentId);
    return Number.isInteger(id) && id > 0 ? id : null;
  };
  // A setup session (a subscription's new card, no payment) closes its card change.
  if (
    (event.type === 'checkout.session.completed' || event.type === 'checkout.session.expired') &&
    event.data.object.mode === 'setup'
  ) {
    const id = Number(event.data.object.metadata?.cardChangeId);
    const cardChangeId = Number.isInteger(id) && id > 0 ? id : null;
    const completed = event.type === 'checkout.session.completed' && event.data.object.status === 'complete';
    return {
      ...base,
      paymentId: null,
      cardChangeId,
      outcome: cardChangeId === null ? 'ignored' : completed ? 'paid' : 'failed',
      reference: event.data.object.id,
      bankResponse: completed
        ? null
        : { message: 'Session expirée', detail: 'The card page expired before a card was saved.', code: 'expired' },
    };
  }
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A completed session of a delayed method (e.g. some PayPal flows) is not paid yet: wait for async_*.
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      return {
        ...base,
        paymentId: paymentIdOf(session.metadata),
        outcome: paid ? 'paid' : 'ignored',
        reference: session.id,
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      return {
        ...base,
        paymentId: paymentIdOf(session.metadata),
        outcome: 'failed',
        reference: session.id,
        bankResponse:
          event.type === 'checkout.session.expired'
            ? { message: 'Session expirée', detail: 'The payment page expired before the payment.', code: 'expired' }
            : { message: 'Paiement refusé', detail: 'The delayed payment failed.', code: 'async_payment_failed' },
      };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const error = intent.last_payment_error;
      return {
        ...base,
        paymentId: paymentIdOf(intent.metadata),
        outcome: 'failed',
        reference: intent.id,
        bankResponse: {
          message: error?.message ?? 'Paiement refusé',
          detail: error?.decline_code ?? error?.type ?? 'payment_failed',
          code: error?.code ?? 'payment_failed',
        },
      };
    }
    default:
      return { ...base, paymentId: null, outcome: 'ignored', reference: null };
  }
}
