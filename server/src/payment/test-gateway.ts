import { languageTag } from '@gamelle/contract/shared/locales';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@gamelle/contract';
import type { BankResponse } from '@gamelle/contract/order/schema';
import { Hono } from 'hono';
import type { Services } from '../shared/services.ts';
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

/**
 * The embedded test gateway: what a hosted payment page does, inside the shop's own origin, with no outside
 * service. Its page (`/api/payment/test-gateway/{session}`) takes the test cards below or a PayPal-like approval,
 * then sends an HMAC-signed notification to `/api/payment/notify/test_gateway`, asynchronously and again (1 s, 2 s,
 * 4 s … 60 s apart) until the shop answers 2xx. Its notifications wait in a table, so a restart resumes them.
 */
export const testCards = {
  '4242424242424242': { outcome: 'accepted' },
  '4000000000000002': {
    outcome: 'refused',
    bank: { message: 'Paiement refusé par la banque', detail: 'Provision insuffisante', code: '51' },
  },
  '4000000000000069': {
    outcome: 'refused',
    bank: { message: 'Carte expirée', detail: 'La date de validité de la carte est dépassée', code: '54' },
  },
  '4000000000003220': { outcome: 'challenge' },
  // Accepted, and kept with an expiry at the end of the current month (by the shop's clock): the subscription
  // alerts "expires at the end of the month", then "expired", and its renewals are refused once past it.
  '4000000000000341': { outcome: 'accepted' },
} as const satisfies Record<string, { outcome: string; bank?: BankResponse }>;

/** The code the 3-D Secure test challenge asks for (shown on the page: it is a test). */
export const challengeCode = '123456';
const signatureHeader = 'x-test-gateway-signature';
const toleranceSeconds = 300;

export function testGatewayProvider(services: Services): PaymentProvider {
  const secret = services.config.testGatewaySecret!;
  return {
    name: 'test_gateway',
    methods: ['card', 'paypal'],
    async createSession(input: PaymentSessionInput) {
      const id = randomBytes(16).toString('base64url');
      await services.db
        .insertInto('test_gateway_sessions')
        .values({
          id,
          payment_id: input.paymentId,
          order_token: input.orderToken,
          method: input.method,
          amount: input.amount,
          status: 'open',
          challenge: null,
          locale: input.locale,
          return_url: input.returnUrl,
          created_at: new Date().toISOString(),
        })
        .execute();
      return { redirectUrl: `${services.config.publicUrl}/api/payment/test-gateway/${id}`, reference: id };
    },
    async createCardSetup(input: CardSetupInput) {
      // The same page and table as a payment, with no amount: `payment_id` 0 and the card change it closes.
      const id = randomBytes(16).toString('base64url');
      await services.db
        .insertInto('test_gateway_sessions')
        .values({
          id,
          payment_id: 0,
          order_token: '',
          method: 'card',
          amount: 0,
          status: 'open',
          challenge: null,
          locale: input.locale,
          return_url: input.returnUrl,
          created_at: new Date().toISOString(),
          card_change_id: input.cardChangeId,
        })
        .execute();
      return { redirectUrl: `${services.config.publicUrl}/api/payment/test-gateway/${id}`, reference: id };
    },
    async verifyNotification(rawBody: string, headers: Headers) {
      verifySignature(secret, rawBody, headers.get(signatureHeader), new Date());
      let event: {
        id?: unknown;
        type?: unknown;
        paymentId?: unknown;
        sessionId?: unknown;
        bankResponse?: unknown;
        cardChangeId?: unknown;
      };
      try {
        event = JSON.parse(rawBody) as typeof event;
      } catch {
        throw new InvalidNotification('Not JSON');
      }
      if (typeof event.id !== 'string' || typeof event.paymentId !== 'number')
        throw new InvalidNotification('Unexpected notification');
      const cardChangeId = typeof event.cardChangeId === 'number' ? event.cardChangeId : null;
      return {
        eventId: `test_gateway:${event.id}`,
        paymentId: cardChangeId === null ? event.paymentId : null,
        cardChangeId,
        outcome:
          event.type === 'payment.succeeded' || event.type === 'card_setup.succeeded'
            ? 'paid'
            : event.type === 'payment.failed' || event.type === 'card_setup.failed'
              ? 'failed'
              : 'ignored',
        bankResponse: (event.bankResponse as BankResponse | null) ?? null,
        reference: typeof event.sessionId === 'string' ? event.sessionId : null,
        savedMethod: (event as { savedMethod?: PaymentNotification['savedMethod'] }).savedMethod ?? null,
      } satisfies PaymentNotification;
    },
    async chargeOffSession(input: OffSessionCharge): Promise<OffSessionResult> {
      const read = () =>
        services.db
          .selectFrom('test_gateway_charges')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst();
      let charge = await read();
      if (!charge) {
        const card = await services.db
          .selectFrom('test_gateway_cards')
          .selectAll()
          .where('reference', '=', input.methodReference)
          .executeTakeFirst();
        await services.clock.refresh?.();
        const now = services.clock.now();
        const bank: BankResponse | null = !card
          ? { message: 'Carte inconnue', detail: 'Aucune carte enregistrée sous cette référence', code: '14' }
          : card.number === '4000000000000002'
            ? testCards['4000000000000002'].bank
            : Date.UTC(card.exp_year, card.exp_month) <= now.getTime()
              ? testCards['4000000000000069'].bank
              : null;
        // The first attempt's answer is kept under its key: a repeated charge answers it again, charging nothing.
        await services.db
          .insertInto('test_gateway_charges')
          .values({
            idempotency_key: input.idempotencyKey,
            card_reference: input.methodReference,
            amount: input.amount,
            status: bank ? 'failed' : 'succeeded',
            bank_response: bank ? JSON.stringify(bank) : null,
            created_at: new Date().toISOString(),
          })
          .onConflict((oc) => oc.column('idempotency_key').doNothing())
          .execute();
        charge = (await read())!;
      }
      return {
        outcome: charge.status === 'succeeded' ? 'paid' : 'failed',
        reference: `tgch_${input.idempotencyKey}`,
        bankResponse: charge.bank_response ? (JSON.parse(charge.bank_response) as BankResponse) : null,
      };
    },
    async refund(input: RefundInput): Promise<RefundResult> {
      const read = () =>
        services.db
          .selectFrom('test_gateway_refunds')
          .selectAll()
          .where('idempotency_key', '=', input.idempotencyKey)
          .executeTakeFirst();
      const done = await read();
      if (done) return { outcome: 'refunded', reference: done.reference };
      // As a provider does: only money it took, and never more than was taken on that payment in all.
      const taken = await takenAmount(services, input.paymentReference);
      if (taken === null) return { outcome: 'failed', message: `No succeeded payment ${input.paymentReference}` };
      const given = await services.db
        .selectFrom('test_gateway_refunds')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
        .where('payment_reference', '=', input.paymentReference)
        .executeTakeFirstOrThrow();
      if (Number(given.total) + input.amount > taken)
        return { outcome: 'failed', message: `Refunds would exceed the ${taken} cents taken` };
      await services.db
        .insertInto('test_gateway_refunds')
        .values({
          idempotency_key: input.idempotencyKey,
          reference: `tgre_${randomBytes(9).toString('base64url')}`,
          payment_reference: input.paymentReference,
          amount: input.amount,
          created_at: new Date().toISOString(),
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .execute();
      return { outcome: 'refunded', reference: (await read())!.reference };
    },
  };
}

/** What the gateway took on a payment reference: a succeeded hosted session or off-session charge; null if none. */
async function takenAmount(services: Pick<Services, 'db'>, reference: string): Promise<number | null> {
  if (reference.startsWith('tgch_')) {
    const charge = await services.db
      .selectFrom('test_gateway_charges')
      .select(['amount', 'status'])
      .where('idempotency_key', '=', reference.slice('tgch_'.length))
      .executeTakeFirst();
    return charge?.status === 'succeeded' ? charge.amount : null;
  }
  const session = await services.db
    .selectFrom('test_gateway_sessions')
    .select(['amount', 'status'])
    .where('id', '=', reference)
    .executeTakeFirst();
  return session?.status === 'succeeded' && session.amount > 0 ? session.amount : null;
}

/** Charges made off-session by the gateway (tests count them: a renewal is charged once). */
export async function testGatewayChargeCount(services: Pick<Services, 'db'>, key: string): Promise<number> {
  const rows = await services.db
    .selectFrom('test_gateway_charges')
    .select('idempotency_key')
    .where('idempotency_key', 'like', `${key}%`)
    .execute();
  return rows.length;
}

export function signTestGatewayPayload(secret: Uint8Array, body: string, now: Date): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function verifySignature(secret: Uint8Array, body: string, header: string | null, now: Date): void {
  const parts = Object.fromEntries((header ?? '').split(',').map((p) => p.split('=') as [string, string]));
  const t = Number(parts.t);
  if (!header || !Number.isInteger(t) || typeof parts.v1 !== 'string') throw new InvalidNotification('No signature');
  if (Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) throw new InvalidNotification('Signature too old');
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new InvalidNotification('Bad signature');
}

const copy = {
  fr: {
    title: 'Passerelle de paiement de test',
    warning: 'Environnement de test : aucune somme n’est débitée.',
    amount: 'Montant',
    card: 'Numéro de carte',
    pay: 'Payer',
    cards: 'Cartes de test',
    accepted: 'acceptée',
    refused: 'refusée (provision insuffisante)',
    expired: 'carte expirée',
    challenge: 'authentification 3-D Secure',
    paypal: 'Connecté à PayPal (test) en tant que client',
    approve: 'Approuver le paiement',
    cancel: 'Annuler et revenir à la boutique',
    secure: 'Authentification 3-D Secure',
    code: `Code reçu par SMS (test : ${challengeCode})`,
    confirm: 'Valider',
    done: 'Paiement traité : vous pouvez revenir à la boutique.',
    back: 'Revenir à la boutique',
    unknown: 'Session de paiement inconnue.',
    setupTitle: 'Enregistrer une nouvelle carte (test)',
    setupNote: 'Aucune somme n’est débitée : la carte servira aux prochaines commandes de l’abonnement.',
    save: 'Enregistrer la carte',
  },
  nl: {
    title: 'Testbetaalpagina',
    warning: 'Testomgeving: er wordt niets afgeschreven.',
    amount: 'Bedrag',
    card: 'Kaartnummer',
    pay: 'Betalen',
    cards: 'Testkaarten',
    accepted: 'aanvaard',
    refused: 'geweigerd (onvoldoende saldo)',
    expired: 'vervallen kaart',
    challenge: '3-D Secure-verificatie',
    paypal: 'Aangemeld bij PayPal (test) als klant',
    approve: 'Betaling goedkeuren',
    cancel: 'Annuleren en terug naar de winkel',
    secure: '3-D Secure-verificatie',
    code: `Code ontvangen per sms (test: ${challengeCode})`,
    confirm: 'Bevestigen',
    done: 'Betaling verwerkt: u kunt terugkeren naar de winkel.',
    back: 'Terug naar de winkel',
    unknown: 'Onbekende betaalsessie.',
    setupTitle: 'Een nieuwe kaart registreren (test)',
    setupNote: 'Er wordt niets afgeschreven: de kaart wordt gebruikt voor de volgende bestellingen van het abonnement.',
    save: 'Kaart registreren',
  },
} as const;

/** The gateway's hosted pages (mounted at `/payment/test-gateway` when the gateway is the provider). */
export function testGatewayRoutes(services: Services): Hono {
  const { db } = services;
  const routes = new Hono();
  // The API's default CSP has `form-action 'none'`: a hosted page must be able to post its own forms (and follow
  // the redirect back to the shop, same origin), or a browser never submits the card. The shop's own web-view demo
  // (/webView/demo/) frames the web view, which comes here for a new card: framed by the shop itself only.
  routes.use('*', async (c, next) => {
    await next();
    c.header('X-Frame-Options', 'SAMEORIGIN');
    c.header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'self'; base-uri 'none'",
    );
  });
  const session = (id: string) =>
    db.selectFrom('test_gateway_sessions').selectAll().where('id', '=', id).executeTakeFirst();

  routes.get('/:id', async (c) => {
    const s = await session(c.req.param('id'));
    if (!s) return c.html(page('fr', copy.fr.unknown, `<p>${copy.fr.unknown}</p>`), 404);
    const t = copy[lang(s.locale)];
    if (s.status !== 'open') return c.html(page(s.locale, t.title, doneBlock(s.locale, s.return_url)));
    const amount = (s.amount / 100).toLocaleString(languageTag(lang(s.locale)), {
      style: 'currency',
      currency: 'EUR',
    });
    if (s.challenge === 'pending')
      return c.html(
        page(
          s.locale,
          t.secure,
          `<h1>${t.secure}</h1><p>${t.amount} : <strong>${amount}</strong></p>
<form method="post" action="${s.id}/challenge"><label for="code">${t.code}</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required autofocus>
<button type="submit">${t.confirm}</button></form>`,
        ),
      );
    const setup = s.card_change_id !== null;
    const body =
      s.method === 'paypal'
        ? `<p>${t.paypal}</p><form method="post" action="${s.id}"><button name="action" value="approve" type="submit">${t.approve}</button>
<button name="action" value="cancel" type="submit">${t.cancel}</button></form>`
        : `<form method="post" action="${s.id}"><label for="card">${t.card}</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required autofocus>
<button type="submit">${setup ? t.save : t.pay}</button>
<button name="action" value="cancel" type="submit" formnovalidate>${t.cancel}</button></form>
<h2>${t.cards}</h2><ul>
<li><code>4242 4242 4242 4242</code> ${t.accepted}</li><li><code>4000 0000 0000 0002</code> ${t.refused}</li>
<li><code>4000 0000 0000 0069</code> ${t.expired}</li><li><code>4000 0000 0000 3220</code> ${t.challenge}</li></ul>`;
    const what = setup ? `<p>${t.setupNote}</p>` : `<p>${t.amount} : <strong>${amount}</strong></p>`;
    const title = setup ? t.setupTitle : t.title;
    return c.html(page(s.locale, title, `<h1>${title}</h1><p role="note">${t.warning}</p>${what}${body}`));
  });

  routes.post('/:id', async (c) => {
    const s = await session(c.req.param('id'));
    if (!s) return c.html(page('fr', copy.fr.unknown, `<p>${copy.fr.unknown}</p>`), 404);
    if (s.status !== 'open' || s.challenge === 'pending') return c.redirect(`${c.req.path}`, 303);
    const form = await c.req.parseBody();
    if (form.action === 'cancel')
      return finish(s.id, 'failed', {
        message: s.method === 'paypal' ? 'Paiement PayPal annulé' : 'Paiement annulé',
        detail: 'Le client a annulé le paiement',
        code: 'cancelled',
      });
    if (s.method === 'paypal') return finish(s.id, 'succeeded', null);
    const number = String(form.card ?? '').replace(/\D/g, '');
    const card = testCards[number as keyof typeof testCards];
    if (!card)
      return finish(s.id, 'failed', { message: 'Carte inconnue', detail: 'Numéro de carte invalide', code: '14' });
    if (card.outcome === 'challenge') {
      await db.updateTable('test_gateway_sessions').set({ challenge: 'pending' }).where('id', '=', s.id).execute();
      return c.redirect(c.req.path, 303);
    }
    return finish(
      s.id,
      card.outcome === 'accepted' ? 'succeeded' : 'failed',
      'bank' in card ? card.bank : null,
      number,
    );

    async function finish(id: string, status: 'succeeded' | 'failed', bank: BankResponse | null, cardNumber?: string) {
      await finishSession(services, id, status, bank, cardNumber);
      return c.redirect(returnTo(s!.return_url, status), 303);
    }
  });

  routes.post('/:id/challenge', async (c) => {
    const s = await session(c.req.param('id'));
    if (!s) return c.html(page('fr', copy.fr.unknown, `<p>${copy.fr.unknown}</p>`), 404);
    if (s.status !== 'open' || s.challenge !== 'pending')
      return c.redirect(c.req.path.replace(/\/challenge$/, ''), 303);
    const form = await c.req.parseBody();
    const ok = String(form.code ?? '').trim() === challengeCode;
    const bank = ok
      ? null
      : { message: 'Authentification 3-D Secure échouée', detail: 'Code de vérification erroné', code: '3DS' };
    await finishSession(services, s.id, ok ? 'succeeded' : 'failed', bank, '4000000000003220');
    return c.redirect(returnTo(s.return_url, ok ? 'succeeded' : 'failed'), 303);
  });

  return routes;
}

function lang(locale: string): Locale {
  return locale === 'nl' ? 'nl' : 'fr';
}

function returnTo(url: string, status: string): string {
  return `${url}${url.includes('?') ? '&' : '?'}payment=${status}`;
}

function doneBlock(locale: string, returnUrl: string): string {
  const t = copy[lang(locale)];
  return `<p>${t.done}</p><p><a href="${escapeHtml(returnUrl)}">${t.back}</a></p>`;
}

function page(locale: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
input,button{font:inherit;padding:.6rem;margin:.4rem 0;min-height:44px}input{display:block;width:100%;box-sizing:border-box}
button{background:#0b4f6c;color:#fff;border:0;border-radius:4px;cursor:pointer;margin-right:.5rem}button[value=cancel]{background:#555}
[role=note]{background:#fff4ce;padding:.5rem}</style></head><body><main>${body}</main></body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Closes a session and queues its notification, then tries to deliver it at once. */
async function finishSession(
  services: Services,
  id: string,
  status: 'succeeded' | 'failed',
  bank: BankResponse | null,
  cardNumber?: string,
) {
  const now = new Date().toISOString();
  await services.clock.refresh?.();
  const today = services.clock.now();
  const queued = await services.db.transaction().execute(async (trx) => {
    const closed = await trx
      .updateTable('test_gateway_sessions')
      .set({ status, challenge: null })
      .where('id', '=', id)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (!closed) return false;
    const eventId = randomBytes(12).toString('hex');
    // Like a real provider's tokenisation, an accepted card is kept for later off-session charges.
    let savedMethod = null;
    if (status === 'succeeded' && cardNumber) {
      const expiring = cardNumber === '4000000000000341';
      const exp = expiring
        ? { month: today.getUTCMonth() + 1, year: today.getUTCFullYear() }
        : { month: 12, year: today.getUTCFullYear() + 3 };
      const reference = `tgcard_${randomBytes(9).toString('base64url')}`;
      await trx
        .insertInto('test_gateway_cards')
        .values({ reference, number: cardNumber, exp_month: exp.month, exp_year: exp.year, created_at: now })
        .execute();
      savedMethod = { reference, brand: 'visa', last4: cardNumber.slice(-4), expMonth: exp.month, expYear: exp.year };
    }
    const payload = JSON.stringify({
      id: eventId,
      type: closed.card_change_id === null ? `payment.${status}` : `card_setup.${status}`,
      sessionId: id,
      paymentId: closed.payment_id,
      cardChangeId: closed.card_change_id,
      amount: closed.amount,
      bankResponse: bank,
      savedMethod,
      createdAt: now,
    });
    // The first attempt is this process's, claimed as the row is written: another process's delivery loop on the
    // same database (a second instance) cannot take it first, and a crash during it still leaves the retry 1 s on.
    return trx
      .insertInto('test_gateway_deliveries')
      .values({
        event_id: eventId,
        payload,
        attempts: 1,
        next_attempt_at: new Date(Date.parse(now) + retryDelayMs(1)).toISOString(),
        delivered_at: null,
      })
      .returning(['id', 'payload'])
      .executeTakeFirstOrThrow();
  });
  // Not awaited: the customer's redirect does not wait for the shop's answer, as with a real provider.
  if (queued) void deliver(services, queued).catch((error: unknown) => console.error('test gateway delivery:', error));
}

const running = new WeakMap<Services, { busy: boolean; again: boolean; timer: NodeJS.Timeout }>();

/** Starts the gateway's delivery loop (every 500 ms, and at once after a payment): resumes what a restart left. */
export function startTestGatewayDeliveries(services: Services): void {
  if (running.has(services)) return;
  const timer = setInterval(() => kickDeliveries(services), 500);
  timer.unref();
  running.set(services, { busy: false, again: false, timer });
  kickDeliveries(services);
}

function kickDeliveries(services: Services): void {
  const state = running.get(services);
  if (!state) return;
  if (state.busy) {
    state.again = true;
    return;
  }
  state.busy = true;
  deliverDue(services)
    .catch((error: unknown) => console.error('test gateway delivery:', error))
    .finally(() => {
      state.busy = false;
      if (state.again) {
        state.again = false;
        kickDeliveries(services);
      }
    });
}

/** Backoff between attempts: 1 s, 2 s, 4 s … capped at a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

async function deliverDue(services: Services): Promise<void> {
  const { db } = services;
  const due = await db
    .selectFrom('test_gateway_deliveries')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', new Date().toISOString())
    .orderBy('id')
    .limit(20)
    .execute();
  for (const delivery of due) {
    // Claim the attempt (another process on the same database may be delivering too): the next try is scheduled
    // before this one is made, so a crash during it still leaves a retry.
    const attempts = delivery.attempts + 1;
    const claimed = await db
      .updateTable('test_gateway_deliveries')
      .set({ attempts, next_attempt_at: new Date(new Date().getTime() + retryDelayMs(attempts)).toISOString() })
      .where('id', '=', delivery.id)
      .where('attempts', '=', delivery.attempts)
      .where('delivered_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) continue;
    await deliver(services, delivery);
  }
}

/** One claimed attempt: the notification POSTed to the shop, marked delivered on its 2xx. */
async function deliver(services: Services, delivery: { id: number; payload: string }): Promise<void> {
  const { db, config } = services;
  let ok = false;
  try {
    const res = await fetch(`${config.publicUrl}/api/payment/notify/test_gateway`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signTestGatewayPayload(config.testGatewaySecret!, delivery.payload, new Date()),
      },
      body: delivery.payload,
      signal: AbortSignal.timeout(10_000),
    });
    ok = res.ok;
    await res.body?.cancel();
  } catch {
    // The shop did not answer: the scheduled retry will.
  }
  if (ok)
    await db
      .updateTable('test_gateway_deliveries')
      .set({ delivered_at: new Date().toISOString() })
      .where('id', '=', delivery.id)
      .execute();
}
