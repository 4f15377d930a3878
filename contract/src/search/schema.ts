// Site search (spec §2, §7): a query, suggestions, and results grouped as articles, categories and products.
import { z } from 'zod';
import { imageSchema } from '../content/common.ts';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }),
  locale: z.enum(['fr', 'nl']),
  /** Lite mode: fewer fields per hit, for the instant results under the search box. */
  lite: z.boolean().optional(),
  limit: z.number().int().positive().max(50).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchArticleSchema = z.object({
  title: z.string(),
  url: z.string(),
  excerpt: z.string().optional(),
});
export const searchCategorySchema = z.object({ name: z.string(), url: z.string() });
export const searchProductSchema = z.object({
  sku: z.string(),
  name: z.string(),
  url: z.string(),
  image: imageSchema.optional(),
  /** Lowest price, VAT included, in cents. */
  price: z.number().int().nonnegative().optional(),
});

const group = <T extends z.ZodType>(hit: T) => z.object({ hits: z.array(hit), total: z.number().int().nonnegative() });

export const searchResultSchema = z.object({
  query: z.string(),
  groups: z.object({
    articles: group(searchArticleSchema),
    categories: group(searchCategorySchema),
    products: group(searchProductSchema),
  }),
  /** Recommended products when the search finds little (the "recommend" option). */
  recommended: z.array(searchProductSchema).optional(),
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
