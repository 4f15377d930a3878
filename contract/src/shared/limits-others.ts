// Business constants and limits of spec §9 (read through limits.ts): those no page's first load reads.

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

/** An invoice becomes available between these many days after shipment. */
export const INVOICE_AVAILABLE_DAYS = { min: 7, max: 10 } as const;

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

/** Access-token refresh is scheduled this long before expiry (at once when already inside the window). */
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 10 * 60 * 1000;

export const PRELOAD = { payloadDelayMs: 1000, pageTransitionWaitMs: 100 } as const;

export const IMAGE_AUTH_TIMEOUT_MS = 60_000;

export const EXIT_INTENT = {
  softTriggerDelayMs: 1000,
  topEdgePx: 5,
  mobileArmScrollRatio: 0.5,
  mobileUpwardScrollPx: 80,
} as const;

export const RELOAD_GUARD_LIFETIME_MS = 10_000;

export const MARKDOWN = { maxNesting: 100, breaks: true, linkify: true, maxHeadingLevel: 6 } as const;

/** Contact attachment size limit (not in the spec; 10 MB is what common mail servers still accept). */
export const CONTACT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
