// Table types of migration 0003_checkout (spread into the Database interface of shared/db/schema.ts).
import type { ColumnType, Generated } from 'kysely';

/** Columns 0003 adds to `orders`. */
export interface OrderCheckoutColumns {
  number: string | null;
  checkout_state: Generated<string>;
  payment_state: Generated<string>;
  shipping_state: Generated<string>;
  email: string | null;
  /** JSON of an OrderAddress. */
  billing_address: string | null;
  shipping_address: string | null;
  notes: string | null;
  /** JSON of the totals kept at completion (a later price or coupon change does not alter a placed order). */
  totals: string | null;
  checkout_completed_at: string | null;
  cancelled_at: string | null;
  invoice_number: number | null;
  invoice_issued_at: string | null;
}

export interface PickupPointsTable {
  code: string;
  country_code: string;
  name: string;
  street: string;
  postcode: string;
  city: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
  active: number;
}

export interface ShipmentsTable {
  id: Generated<number>;
  order_id: number;
  method_code: string | null;
  pickup_point_code: string | null;
  state: string;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
}

export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  method_code: string | null;
  state: string;
  amount: number;
  provider: string | null;
  provider_reference: string | null;
  bank_response: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  event_id: string;
  payment_id: number | null;
  kind: string;
  received_at: string;
}

export interface TestGatewaySessionsTable {
  id: string;
  payment_id: number;
  order_token: string;
  method: string;
  amount: number;
  status: string;
  challenge: string | null;
  locale: string;
  return_url: string;
  created_at: string;
  /** 0017: a card entered for a subscription (web-view payment change) rather than a payment (`payment_id` 0). */
  card_change_id: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface TestGatewayDeliveriesTable {
  id: Generated<number>;
  event_id: string;
  payload: string;
  attempts: number;
  next_attempt_at: string;
  delivered_at: string | null;
}

export interface SequencesTable {
  name: string;
  value: number;
}

export interface CheckoutTables {
  pickup_points: PickupPointsTable;
  shipments: ShipmentsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  test_gateway_sessions: TestGatewaySessionsTable;
  test_gateway_deliveries: TestGatewayDeliveriesTable;
  sequences: SequencesTable;
}
