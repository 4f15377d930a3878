// The web-view payment change (issue 15, spec §2/§6 "web-view-allowed"; the rule is written in server/README.md).
// The app asks, with the customer's bearer, for a link to one of the customer's subscriptions: a token signed with
// HMAC-SHA256 naming the link, the customer, the subscription and its expiry (10 minutes on the shop's Clock),
// recorded so that it opens once. Opening it (the storefront, when the page is loaded) spends it and starts a
// session of 30 minutes whose secret only the customer's cookie holds (the database keeps its hash): that session
// reads that subscription and enters a new card for it at the provider, nothing else. No HTTP here.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@gamelle/contract';
import {
  WEB_VIEW_LINK_MINUTES,
  WEB_VIEW_SESSION_MINUTES,
  type WebViewErrorCode,
  parisDate,
  subscriptionErrorText,
  webViewErrorText,
  webViewPagePath,
} from '@gamelle/contract/subscription';
import { HttpProblem, notFound, violation } from '../shared/http/problems.ts';
import { hydraError } from '@gamelle/contract/shared/errors';
import type { Services } from '../shared/services.ts';
import type { PaymentNotification } from '../payment/provider.ts';
import * as repo from './repository.ts';
import * as links from './web-view-repository.ts';
import { readSubscription } from './service.ts';
import { isLocked } from './rules.ts';

/** Who a web-view session is: the customer, the one subscription it may act on, its language, its link. */
export interface WebViewSession {
  linkId: string;
  customerId: number;
  subscriptionId: number;
  subscription: string;
  locale: Locale;
  expiresAt: string;
}

/** POST /shop/subscriptions/{code}/web-view-links: the customer's own, living subscription only. */
export async function createWebViewLink(services: Services, customerId: number, code: string, locale: Locale) {
  const sub = await repo.subscriptionByCode(services.db, code);
  if (!sub || sub.customer_id !== customerId) throw notFound(subscriptionErrorText(locale, 'subscription_not_found'));
  if (sub.status === 'stopped' || sub.status === 'cancelled')
    throw violation('', 'subscription_closed', subscriptionErrorText(locale, 'subscription_closed'));
  const now = services.clock.now();
  const expires = new Date(now.getTime() + WEB_VIEW_LINK_MINUTES * 60_000);
  const id = randomBytes(16).toString('base64url');
  await links.insertLink(services.db, {
    id,
    customer_id: customerId,
    subscription_id: sub.id,
    locale,
    expires_at: expires.toISOString(),
    created_at: new Date().toISOString(),
  });
  const token = signToken(services, { l: id, c: customerId, s: sub.code, e: Math.floor(expires.getTime() / 1000) });
  const url = `${services.config.publicUrl}${webViewPagePath(sub.code, locale)}?token=${token}`;
  return { url, expiresAt: expires.toISOString() };
}

/**
 * POST /web-view/sessions: spends a link. A token that does not verify or names another subscription is a 403; an
 * opened link or one past its 10 minutes a 410, each with its message.
 */
export async function openWebViewLink(
  services: Services,
  token: string,
  locale: Locale,
): Promise<{ session: string; subscription: string; locale: Locale; expiresAt: string }> {
  const claims = verifyToken(services, token);
  const link = claims ? await links.linkById(services.db, claims.l) : undefined;
  const sub = link ? await repo.subscriptionById(services.db, link.subscription_id) : undefined;
  if (
    !claims ||
    !link ||
    !sub ||
    link.customer_id !== claims.c ||
    sub.code !== claims.s ||
    sub.customer_id !== claims.c
  )
    throw refusal(403, locale, 'web_view_link_invalid');
  const language = link.locale === 'nl' ? 'nl' : 'fr';
  if (link.used_at) throw refusal(410, language, 'web_view_link_used');
  const now = services.clock.now();
  if (now.getTime() >= Date.parse(link.expires_at)) throw refusal(410, language, 'web_view_link_expired');
  const secret = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + WEB_VIEW_SESSION_MINUTES * 60_000).toISOString();
  const spent = await links.spendLink(services.db, link.id, {
    used_at: now.toISOString(),
    session_hash: hash(secret),
    session_expires_at: expiresAt,
  });
  if (!spent) throw refusal(410, language, 'web_view_link_used');
  return { session: secret, subscription: sub.code, locale: language, expiresAt };
}

/** The session named by the request's secret: 403 without one or with an unknown one, 410 once it has expired. */
export async function webViewSession(
  services: Services,
  secret: string | undefined,
  locale: Locale,
): Promise<WebViewSession> {
  const link = secret ? await links.linkBySession(services.db, hash(secret)) : undefined;
  const sub = link ? await repo.subscriptionById(services.db, link.subscription_id) : undefined;
  if (!link || !sub || !link.session_expires_at) throw refusal(403, locale, 'web_view_link_invalid');
  const language = link.locale === 'nl' ? 'nl' : 'fr';
  if (services.clock.now().getTime() >= Date.parse(link.session_expires_at))
    throw refusal(410, language, 'web_view_session_expired');
  return {
    linkId: link.id,
    customerId: link.customer_id,
    subscriptionId: sub.id,
    subscription: sub.code,
    locale: language,
    expiresAt: link.session_expires_at,
  };
}

/** The session's own subscription, as the account shows it; any other code is a 403 (the session is for one). */
export async function webViewSubscription(services: Services, session: WebViewSession, code: string, locale: Locale) {
  mustBeItsOwn(session, code, locale);
  return readSubscription(services, session.customerId, session.subscription, locale);
}

/**
 * POST /web-view/subscriptions/{code}/card-changes: the provider's page where the customer enters a new card (no
 * payment); it sends them back to the web view's page. Refused like every change once the next order is locked.
 */
export async function startCardChange(services: Services, session: WebViewSession, code: string, locale: Locale) {
  mustBeItsOwn(session, code, locale);
  const provider = services.paymentProvider;
  if (!provider)
    throw new HttpProblem(
      503,
      hydraError(locale === 'nl' ? 'Kaartbetaling is niet beschikbaar.' : 'Le paiement par carte est indisponible.'),
    );
  const sub = (await repo.subscriptionById(services.db, session.subscriptionId))!;
  if (sub.status === 'stopped' || sub.status === 'cancelled')
    throw violation('', 'subscription_closed', subscriptionErrorText(locale, 'subscription_closed'));
  if (sub.status === 'active' && isLocked(sub, services.clock.now()))
    throw violation('', 'subscription_locked', subscriptionErrorText(locale, 'subscription_locked'));
  const current = await repo.paymentMethodById(services.db, sub.payment_method_id);
  const id = await links.insertCardChange(services.db, {
    link_id: session.linkId,
    customer_id: session.customerId,
    subscription_id: sub.id,
    provider: provider.name,
    created_at: new Date().toISOString(),
  });
  const { redirectUrl, reference } = await provider.createCardSetup({
    cardChangeId: id,
    email: await links.customerEmail(services.db, session.customerId),
    locale,
    returnUrl: `${services.config.publicUrl}${webViewPagePath(sub.code, session.locale)}`,
    currentReference: current?.provider === provider.name ? current.reference : null,
  });
  await links.setCardChangeReference(services.db, id, reference);
  return { redirectUrl };
}

/** GET …/card-changes/latest: the outcome of the session's last card (open until the provider's notification). */
export async function latestCardChange(services: Services, session: WebViewSession, code: string, locale: Locale) {
  mustBeItsOwn(session, code, locale);
  const change = await links.latestCardChangeOfLink(services.db, session.linkId);
  if (!change) throw notFound(locale === 'nl' ? 'Nog geen nieuwe kaart ingevoerd.' : 'Aucune nouvelle carte saisie.');
  const card = await repo.paymentMethodById(services.db, change.payment_method_id);
  return {
    status: change.status as 'open' | 'succeeded' | 'failed',
    card: card ? { brand: card.brand, last4: card.last4, expMonth: card.exp_month, expYear: card.exp_year } : null,
    bankResponse: change.bank_response
      ? (JSON.parse(change.bank_response) as { message: string; detail: string; code: string })
      : null,
  };
}

/**
 * The provider's notification of a card change: an accepted card is saved on the account and pays every draft
 * order of the subscription from now on (a subscription in payment failure tries again with it today, as when a
 * saved card is chosen); a refused one records the bank's answer. Applied once (a repeat finds it closed).
 */
export async function applyCardChangeNotification(
  services: Services,
  event: PaymentNotification,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  if (event.cardChangeId == null || event.outcome === 'ignored') return 'ignored';
  const change = await links.cardChangeById(services.db, event.cardChangeId);
  if (!change || !services.paymentProvider) return 'ignored';
  const now = services.clock.now();
  const stamp = new Date().toISOString();
  return services.db
    .transaction()
    .execute(async (trx) => {
      if (event.outcome === 'paid' && event.savedMethod) {
        const methodId = await repo.insertPaymentMethod(
          trx,
          change.customer_id,
          services.paymentProvider!.name,
          event.savedMethod,
          stamp,
        );
        if (
          !(await links.closeCardChange(trx, change.id, {
            status: 'succeeded',
            payment_method_id: methodId,
            bank_response: null,
            completed_at: stamp,
          }))
        )
          throw new Duplicate();
        const sub = (await repo.subscriptionById(trx, change.subscription_id, services.dialect === 'postgres'))!;
        const next = sub.next_order ? (JSON.parse(sub.next_order) as Record<string, unknown>) : {};
        delete next.paymentMethod;
        await repo.updateSubscription(trx, sub.id, {
          payment_method_id: methodId,
          next_order: Object.keys(next).length > 0 ? JSON.stringify(next) : null,
          ...(sub.status === 'payment_failure' ? { next_retry_date: parisDate(now) } : {}),
          updated_at: stamp,
        });
        return 'applied' as const;
      }
      const bank = event.bankResponse ?? { message: 'Carte refusée', detail: 'Card refused', code: 'refused' };
      const closed = await links.closeCardChange(trx, change.id, {
        status: 'failed',
        payment_method_id: null,
        bank_response: JSON.stringify(bank),
        completed_at: stamp,
      });
      return closed ? ('applied' as const) : ('duplicate' as const);
    })
    .catch((error: unknown) => {
      if (error instanceof Duplicate) return 'duplicate' as const;
      throw error;
    });
}

class Duplicate extends Error {}

function mustBeItsOwn(session: WebViewSession, code: string, locale: Locale) {
  if (code !== session.subscription) throw refusal(403, locale, 'web_view_link_invalid');
}

function refusal(status: 403 | 410, locale: Locale, code: WebViewErrorCode): HttpProblem {
  return new HttpProblem(status, { ...hydraError(webViewErrorText(locale, code)), code });
}

interface Claims {
  /** The link's id. */
  l: string;
  /** The customer's id. */
  c: number;
  /** The subscription's code. */
  s: string;
  /** Expiry, Unix seconds (the shop's Clock); the link's row is what counts, this is for the app's information. */
  e: number;
}

function linkKey(services: Services): Buffer {
  return createHmac('sha256', services.config.authSecret).update('gamelle:web-view-link:v1').digest();
}

function signToken(services: Services, claims: Claims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const mac = createHmac('sha256', linkKey(services)).update(body).digest('base64url');
  return `${body}.${mac}`;
}

function verifyToken(services: Services, token: string): Claims | null {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return null;
  const expected = Buffer.from(createHmac('sha256', linkKey(services)).update(body).digest('base64url'));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Claims>;
    if (typeof claims.l !== 'string' || typeof claims.c !== 'number' || typeof claims.s !== 'string') return null;
    return claims as Claims;
  } catch {
    return null;
  }
}

function hash(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
