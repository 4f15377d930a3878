import type { Locale } from '@gamelle/contract';
import type { PaymentMethodCode } from '@gamelle/contract/checkout/schema';
import type { BankResponse } from '@gamelle/contract/order/schema';

/** What a provider's hosted page needs to take one payment. */
export interface PaymentSessionInput {
  paymentId: number;
  orderToken: string;
  orderNumber: string;
  method: PaymentMethodCode;
  amount: number;
  email: string;
  locale: Locale;
  /** Where the provider sends the customer back (same origin as the shop). */
  returnUrl: string;
  /** Keep the card for later off-session charges (an order with subscribed lines: its renewals). */
  saveForLater?: boolean;
}

/** A card kept at the provider for off-session charges: the shop stores its reference, never its number. */
export interface SavedPaymentMethod {
  reference: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** An off-session charge (a subscription's renewal): the same idempotency key never charges twice. */
export interface OffSessionCharge {
  idempotencyKey: string;
  methodReference: string;
  amount: number;
  orderNumber: string;
  paymentId: number;
}

export interface OffSessionResult {
  outcome: 'paid' | 'failed';
  reference: string | null;
  bankResponse: BankResponse | null;
}

/** Money given back on a payment the provider took (an operator's refund): one key never refunds twice. */
export interface RefundInput {
  idempotencyKey: string;
  /** The payment's reference at the provider (its hosted session, or an off-session charge). */
  paymentReference: string;
  amount: number;
  paymentId: number;
}

export type RefundResult = { outcome: 'refunded'; reference: string } | { outcome: 'failed'; message: string };

/** A provider's notification, verified and read: what it says happened to which payment. */
export interface PaymentNotification {
  /** Unique per event at the provider: a repeated delivery carries the same id. */
  eventId: string;
  paymentId: number | null;
  outcome: 'paid' | 'failed' | 'ignored';
  bankResponse: BankResponse | null;
  reference: string | null;
  /** The card the provider kept for later, when the session asked it to (`saveForLater`). */
  savedMethod?: SavedPaymentMethod | null;
  /** Set when the event closes a card change (a new card for a subscription, no payment): its id. */
  cardChangeId?: number | null;
}

/** A new card for a subscription's renewals, entered on the provider's page with no payment (web-view change). */
export interface CardSetupInput {
  cardChangeId: number;
  email: string;
  locale: Locale;
  /** Where the provider sends the customer back (same origin as the shop). */
  returnUrl: string;
  /** The card the subscription has now (`cus_…/pm_…` at Stripe): its customer keeps the new one too. */
  currentReference: string | null;
}

/** Thrown for a notification whose signature or shape does not verify: answered 400, never processed. */
export class InvalidNotification extends Error {}

/**
 * A card/PayPal payment provider: a hosted page the customer is sent to, and signed notifications back to
 * `POST /api/payment/notify/{name}`. Bank transfer and cheque need none (an operator records the money).
 */
export interface PaymentProvider {
  readonly name: 'test_gateway' | 'stripe';
  /** The online methods it takes (Bancontact is only offered for Belgium). */
  readonly methods: readonly PaymentMethodCode[];
  createSession(input: PaymentSessionInput): Promise<{ redirectUrl: string; reference: string }>;
  verifyNotification(rawBody: string, headers: Headers): Promise<PaymentNotification>;
  /** Charges a saved card without the customer (renewals); idempotent by `idempotencyKey`. */
  chargeOffSession(input: OffSessionCharge): Promise<OffSessionResult>;
  /** Its page to enter a new card kept for off-session charges; the outcome comes as a notification. */
  createCardSetup(input: CardSetupInput): Promise<{ redirectUrl: string; reference: string }>;
  /** Gives the amount back on a payment it took; idempotent by `idempotencyKey` (a retried refund answers the first). */
  refund(input: RefundInput): Promise<RefundResult>;
}
