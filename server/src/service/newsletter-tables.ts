// Table type of migration 0012 (newsletter sign-ups).
import type { Generated } from 'kysely';

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  locale: string;
  /** pending (waiting for the e-mail's link), confirmed, unsubscribed. */
  status: 'pending' | 'confirmed' | 'unsubscribed';
  source: string;
  confirmation_token_hash: string | null;
  confirmation_expires_at: string | null;
  unsubscribe_token: string;
  coupon_code: string | null;
  created_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface NewsletterTables {
  newsletter_subscriptions: NewsletterSubscriptionsTable;
}
