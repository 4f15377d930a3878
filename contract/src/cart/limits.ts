// The cart's limits, in a file of their own with no zod so the storefront's quantity fields can read them.

/**
 * Most units of one product a cart may hold (not in the spec): a household's stock of food, not a wholesaler's.
 * The schema refuses a larger request, the server refuses a total above it, the quantity fields stop there.
 */
export const MAX_VARIANT_QUANTITY = 20;
