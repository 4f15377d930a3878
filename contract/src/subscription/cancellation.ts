// What a cancellation request and a change of scope send (the spec names no reasons): the values are the API's,
// the labels are the design system's (FR/NL), keyed by these values.

export const CANCELLATION_REASONS = ['too_much_stock', 'pet_does_not_like', 'price', 'pet_deceased', 'other'] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

/** Whether a subscription change applies to every draft order or to the next one only. */
export const CHANGE_SCOPES = ['all_draft_orders', 'next_order_only'] as const;
export type ChangeScope = (typeof CHANGE_SCOPES)[number];
