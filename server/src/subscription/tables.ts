// Table types of migration 0007_subscriptions (spread into the Database interface of shared/db/schema.ts).
import type { Generated } from 'kysely';

export interface PaymentMethodsTable {
  id: Generated<number>;
  customer_id: number;
  provider: string;
  /** The saved method at the provider (test gateway card reference, Stripe customer/payment method). */
  reference: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  code: string;
  customer_id: number;
  status: string;
  frequency: number;
  /** A new frequency that applies from the following order (the next could not be delivered in time). */
  next_frequency: number | null;
  next_shipping_date: string;
  modification_limit_date: string;
  locale_code: string;
  channel_code: string;
  shipping_address: string;
  billing_address: string;
  shipping_method_code: string;
  pickup_point_code: string | null;
  payment_method_id: number | null;
  /** JSON of the changes that apply to the next order only (address, shipping method, relay point, payment method). */
  next_order: string | null;
  origin_order_id: number;
  deliveries: number;
  failed_attempts: number;
  next_retry_date: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionItemsTable {
  id: Generated<number>;
  subscription_id: number;
  variant_code: string;
  quantity: number;
}

export interface SubscriptionRequestsTable {
  id: Generated<number>;
  subscription_id: number;
  kind: 'cancellation' | 'contact';
  reason: string | null;
  message: string;
  status: 'open' | 'closed';
  created_at: string;
  closed_at: string | null;
  closing_note: string | null;
}

export interface TestGatewayCardsTable {
  reference: string;
  number: string;
  exp_month: number;
  exp_year: number;
  created_at: string;
}

/** 0019: the test gateway's refunds, one per idempotency key. */
export interface TestGatewayRefundsTable {
  idempotency_key: string;
  reference: string;
  payment_reference: string;
  amount: number;
  created_at: string;
}

export interface TestGatewayChargesTable {
  idempotency_key: string;
  card_reference: string;
  amount: number;
  status: string;
  bank_response: string | null;
  created_at: string;
}

/** 0017: a web-view link (its token's id) and, once opened, the session it started. */
export interface WebViewLinksTable {
  id: string;
  customer_id: number;
  subscription_id: number;
  locale: string;
  expires_at: string;
  used_at: string | null;
  /** SHA-256 (hex) of the session's secret: the secret itself lives only in the customer's cookie. */
  session_hash: string | null;
  session_expires_at: string | null;
  created_at: string;
}

/** 0017: a new card entered on the provider's page for one subscription (the web-view payment change). */
export interface CardChangesTable {
  id: Generated<number>;
  link_id: string;
  customer_id: number;
  subscription_id: number;
  provider: string;
  reference: string | null;
  status: string;
  payment_method_id: number | null;
  bank_response: string | null;
  created_at: string;
  completed_at: string | null;
}

export interface SubscriptionTables {
  web_view_links: WebViewLinksTable;
  card_changes: CardChangesTable;
  payment_methods: PaymentMethodsTable;
  subscriptions: SubscriptionsTable;
  subscription_items: SubscriptionItemsTable;
  subscription_requests: SubscriptionRequestsTable;
  test_gateway_cards: TestGatewayCardsTable;
  test_gateway_charges: TestGatewayChargesTable;
  test_gateway_refunds: TestGatewayRefundsTable;
}

/** Columns 0007 adds to `orders`. */
export interface OrderSubscriptionColumns {
  subscription_id: number | null;
  subscription_shipping_date: string | null;
}
