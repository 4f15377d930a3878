// Pure rules of a subscription: what applies to the next order only, its lock, its alerts and its status group.
import { draftEditState, parisDate, type SubscriptionAlertCode } from '@gamelle/contract/subscription';
import type { SubscriptionRow } from './repository.ts';

/** Changes a customer asked for the next order only (the "next order only" scope), cleared by its renewal. */
export interface NextOrderChanges {
  shippingAddress?: string;
  shippingMethod?: string;
  pickupPoint?: string | null;
  paymentMethod?: number;
}

export function nextOrderChanges(sub: Pick<SubscriptionRow, 'next_order'>): NextOrderChanges {
  return sub.next_order ? (JSON.parse(sub.next_order) as NextOrderChanges) : {};
}

/** Locked from the day after the modification limit date (Paris calendar), as the contract's rule says. */
export function isLocked(sub: Pick<SubscriptionRow, 'next_shipping_date' | 'modification_limit_date'>, now: Date) {
  return draftEditState(sub.next_shipping_date, now, sub.modification_limit_date).locked;
}

/** Spec §4's display groups of the subscription's statuses. */
export function statusGroup(status: string): 'positive' | 'warning' | 'error' | 'neutral' {
  if (['active', 'draft', 'processing'].includes(status)) return 'positive';
  if (['awaiting_payment'].includes(status)) return 'warning';
  if (['paused', 'error', 'payment_failure', 'payment_failed'].includes(status)) return 'error';
  return 'neutral';
}

/** The contract's alert codes (its texts: `subscriptionAlertText`). */
export type AlertCode = SubscriptionAlertCode;

/** The last day of a card's expiry month, `YYYY-MM-DD`. */
export function cardLastDay(expMonth: number, expYear: number): string {
  return new Date(Date.UTC(expYear, expMonth, 0)).toISOString().slice(0, 10);
}

export function cardAlert(
  card: { exp_month: number; exp_year: number } | undefined,
  nextShippingDate: string,
  now: Date,
): AlertCode | null {
  if (!card) return 'no_payment_method';
  const lastDay = cardLastDay(card.exp_month, card.exp_year);
  if (lastDay < parisDate(now) || lastDay < nextShippingDate) return 'card_expired';
  if (lastDay.slice(0, 7) === nextShippingDate.slice(0, 7) || lastDay.slice(0, 7) === parisDate(now).slice(0, 7))
    return 'card_expires_end_of_month';
  return null;
}
