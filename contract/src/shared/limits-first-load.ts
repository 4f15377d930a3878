// Business constants and limits of spec §9 (read through limits.ts) that the storefront's every first load reads
// (the HTTP client's retries, the category's sort modes, the footer's newsletter discount) or those of the home,
// category and product pages (images, reviews, variants, subscriptions): a file of their own would cost them more.

/** Newsletter / exit pop-up discount on the first order, in cents. */
export const NEWSLETTER_DISCOUNT_CENTS = 500;

export const SORT_MODES = ['relevancy', 'best_sellers', 'first_sell_at'] as const;
export type SortMode = (typeof SORT_MODES)[number];
export const DEFAULT_SORT_MODE: SortMode = 'relevancy';

/** HTTP retry policy: one retry for idempotent reads, none for writes, and only for these statuses. */
export const RETRY_POLICY = {
  retries: { GET: 1, HEAD: 1, OPTIONS: 1, POST: 0, PUT: 0, PATCH: 0, DELETE: 0 },
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
} as const;

export const SUBSCRIPTION = {
  discountPercent: 10,
  minimumDeliveries: 2,
  minFrequencyDays: 21,
  maxFrequencyDays: 155,
  /** The next order can be changed until this many days before shipping. */
  editCutOffDays: 4,
  /** Reminder e-mails, in days before each shipment (1 week, then the last modification day). */
  reminderDaysBefore: [7, 4],
  shipNowWithinWorkingHours: 24,
} as const;

export const REVIEWS_SUMMARY = { average: 4.71, count: 25769, outOf: 5 } as const;

export const VARIANT_CODE_PATTERN = /^\d{8}$/;
export const VARIANT_CODE_LENGTH = 8;

/** Low-quality placeholder of an image: a quarter of the size, quality 20, blur 4. */
export const IMAGE_PLACEHOLDER = { sizeRatio: 0.25, quality: 20, blur: 4 } as const;
