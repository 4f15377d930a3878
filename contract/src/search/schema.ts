// Site search (spec §2, §7): a query, suggestions, and results grouped as articles, categories and products.
import { z } from 'zod/mini';
import { imageSchema } from '../content/common.ts';

export const searchQuerySchema = z.object({
  q: z
    .string()
    .check(z.trim())
    .check(z.minLength(1, { error: 'required' }))
    .check(z.maxLength(200, { error: 'too_long' })),
  locale: z.enum(['fr', 'nl']),
  /** Lite mode: fewer fields per hit, for the instant results under the search box. */
  lite: z.optional(z.boolean()),
  limit: z.optional(z.number().check(z.int()).check(z.positive()).check(z.maximum(50))),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchArticleSchema = z.object({
  title: z.string(),
  url: z.string(),
  excerpt: z.optional(z.string()),
});
export const searchCategorySchema = z.object({ name: z.string(), url: z.string() });
export const searchProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  image: z.optional(imageSchema),
  /** Lowest price, VAT included, in cents. */
  price: z.optional(z.number().check(z.int()).check(z.nonnegative())),
});

const group = <T extends z.core.$ZodType>(hit: T) =>
  z.object({ hits: z.array(hit), total: z.number().check(z.int()).check(z.nonnegative()) });

export const searchResultSchema = z.object({
  query: z.string(),
  groups: z.object({
    articles: group(searchArticleSchema),
    categories: group(searchCategorySchema),
    products: group(searchProductSchema),
  }),
  /** Recommended products when the search finds little (the "recommend" option). */
  recommended: z.optional(z.array(searchProductSchema)),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchSuggestionsSchema = z.object({ query: z.string(), suggestions: z.array(z.string()) });
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** How the search client is configured (spec §7); ids and keys come from the environment. */
export type SearchConfig = {
  applicationId: string;
  apiKey: string;
  lite: boolean;
  recommend: boolean;
  cache: boolean;
  connectTimeoutMs: number;
  responseTimeoutMs: number;
};
