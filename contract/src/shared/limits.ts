// Business constants and limits of spec §9. Durations are in milliseconds unless the name says otherwise.

/** Text lengths of §5 and §9 (characters). */
export const TEXT_LIMITS = {
  name: { min: 1, max: 255 },
  company: { max: 255 },
  street: { max: 38 },
  street2: { max: 38 },
  city: { min: 2, max: 33 },
  alias: { max: 255 },
  email: { max: 255 },
  password: { min: 5, max: 255 },
  /** Not in the spec: a bound so a form cannot post megabytes of text. */
  deliveryInstructions: { max: 255 },
  /** Not in the spec: same reason, for free-text messages (contact, cancellation). */
  message: { max: 5000 },
} as const;

/** Postcode format per address country: FR exactly 5 digits, BE and LU exactly 4. */
export const POSTCODE_RULES = {
  FR: { pattern: /^\d{5}$/, digits: 5 },
  BE: { pattern: /^\d{4}$/, digits: 4 },
  LU: { pattern: /^\d{4}$/, digits: 4 },
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

/** An invoice becomes available between these many days after shipment. */
export const INVOICE_AVAILABLE_DAYS = { min: 7, max: 10 } as const;

/** Newsletter / exit pop-up discount on the first order, in cents. */
export const NEWSLETTER_DISCOUNT_CENTS = 500;

export const REVIEWS_SUMMARY = { average: 4.71, count: 25769, outOf: 5 } as const;

export const BELGIAN_CUSTOMER_SERVICE_HOURS = { days: 'monday-friday', opens: '09:00', closes: '18:00' } as const;

export const PET = {
  weightMinExclusiveKg: 0,
  catWeightMaxExclusiveKg: 13,
  guideWeightMaxExclusiveKg: 100,
  birthdayMinDate: '1970-01-01',
  /** Dog rations: puppies up to 12 months, adults over. */
  puppyMaxMonths: 12,
  mealFrequencies: ['three_times_a_week', 'every_day'],
} as const;

export const BIRTH_DATE_MAX_YEARS_AGO = 120;

export const SORT_MODES = ['relevancy', 'best_sellers', 'first_sell_at'] as const;
export type SortMode = (typeof SORT_MODES)[number];
export const DEFAULT_SORT_MODE: SortMode = 'relevancy';

export const VARIANT_CODE_PATTERN = /^\d{8}$/;
export const VARIANT_CODE_LENGTH = 8;

/** Access-token refresh is scheduled this long before expiry (at once when already inside the window). */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 10 * 60 * 1000;

export const PRELOAD = { payloadDelayMs: 1000, pageTransitionWaitMs: 100 } as const;

/** Low-quality placeholder of an image: a quarter of the size, quality 20, blur 4. */
export const IMAGE_PLACEHOLDER = { sizeRatio: 0.25, quality: 20, blur: 4 } as const;
export const IMAGE_AUTH_TIMEOUT_MS = 60_000;

export const EXIT_INTENT = {
  softTriggerDelayMs: 1000,
  topEdgePx: 5,
  mobileArmScrollRatio: 0.5,
  mobileUpwardScrollPx: 80,
} as const;

export const RELOAD_GUARD_LIFETIME_MS = 10_000;

/** HTTP retry policy: one retry for idempotent reads, none for writes, and only for these statuses. */
export const RETRY_POLICY = {
  retries: { GET: 1, HEAD: 1, OPTIONS: 1, POST: 0, PUT: 0, PATCH: 0, DELETE: 0 },
  statuses: [408, 409, 425, 429, 500, 502, 503, 504],
} as const;

export const MARKDOWN = { maxNesting: 100, breaks: true, linkify: true, maxHeadingLevel: 6 } as const;

/** Contact attachment size limit (not in the spec; 10 MB is what common mail servers still accept). */
export const CONTACT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
