// Table types of migration 0014 (sponsorships).
import type { Generated } from 'kysely';

export interface SponsorshipCodesTable {
  customer_id: number;
  code: string;
  created_at: string;
}

export interface SponsorshipsTable {
  id: Generated<number>;
  sponsor_customer_id: number;
  /** The friend's e-mail, lower case: the one invited, or the account's when the friend came through the link. */
  email: string;
  /** 1 when the sponsor sent an invitation to this e-mail (then the sponsor may see it). */
  invited: number;
  friend_customer_id: number | null;
  status: 'invited' | 'registered' | 'ordered' | 'rewarded';
  friend_coupon_code: string | null;
  first_order_id: number | null;
  sponsor_coupon_code: string | null;
  invited_at: string | null;
  registered_at: string | null;
  ordered_at: string | null;
  rewarded_at: string | null;
  created_at: string;
}

export interface SponsorshipTables {
  sponsorship_codes: SponsorshipCodesTable;
  sponsorships: SponsorshipsTable;
}
