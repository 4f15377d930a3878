// The answers a pet form offers (spec §5 "Pet forms"): the values the request sends, so the server can check
// them against the same lists the form shows. Labels are the design system's (FR/NL), keyed by these values.

export const PET_ACTIVITIES = ['low', 'moderate', 'high'] as const;
export type PetActivity = (typeof PET_ACTIVITIES)[number];

export const PET_PATHOLOGIES = ['overweight', 'urinary', 'digestive', 'skin', 'joints', 'kidney'] as const;
export type PetPathology = (typeof PET_PATHOLOGIES)[number];

export const PET_FEEDS = ['dry', 'wet', 'homemade', 'raw'] as const;
export type PetFeed = (typeof PET_FEEDS)[number];

/** What `feature` holds when the pathology toggle is off (the field is required by spec §5). */
export const NO_PATHOLOGY = 'none';

/** The breed id of a crossbreed (the breed list's own entry). */
export const CROSSBREED_ID = 'crossbreed';
