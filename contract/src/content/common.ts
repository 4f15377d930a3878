// Shapes shared by the content API's answers: images and locales (spec §3).
import { z } from 'zod/mini';

/** An image: at least one of `fileHash`/`hash` identifies the stored file (for cache-busting the `v` query). */
export const imageSchema = z.object({
  url: z.string().check(z.minLength(1)),
  fileHash: z.optional(z.string()),
  hash: z.optional(z.string()),
  alternativeText: z.nullable(z.string()),
  width: z.optional(z.number().check(z.int()).check(z.positive())),
  height: z.optional(z.number().check(z.int()).check(z.positive())),
});
export type Image = z.infer<typeof imageSchema>;

export const localeSchema = z.object({
  code: z.string(),
  language: z.enum(['fr', 'nl']),
  domain: z.string(),
  direction: z.enum(['ltr', 'rtl']),
});
export type ContentLocale = z.infer<typeof localeSchema>;

/** GET /b2c-locales */
export const localeListSchema = z.array(localeSchema);

/** Query parameters every content call carries. */
export const contentQuerySchema = z.object({ locale: z.enum(['fr', 'nl']) });
