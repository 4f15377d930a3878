// The web-view payment change (issue 15, spec §2/§6): the schemas of its calls, loaded only where answers are
// validated (the server in tests, the mocks), never in the shop's pages.
import { z } from 'zod/mini';

const instant = z.iso.datetime({ offset: true });

/** POST /shop/subscriptions/{code}/web-view-links (the app, with the customer's bearer) → 201. */
export const webViewLinkSchema = z.object({
  /** The page to open in the app's web view: the shop's origin, the subscription's path, `?token=`. */
  url: z.string().check(z.url()),
  expiresAt: instant,
});

/** POST /web-view/sessions → 201: the session's secret, which only the customer's HttpOnly cookie keeps. */
export const webViewSessionOpenedSchema = z.object({
  session: z.string(),
  subscription: z.string(),
  locale: z.enum(['fr', 'nl']),
  expiresAt: instant,
});

/** POST /web-view/sessions: the link's token, spent by the storefront when the page is opened. */
export const webViewSessionBodySchema = z.object({
  token: z
    .string({ error: 'required' })
    .check(z.minLength(1, { error: 'required' }))
    .check(z.maxLength(1024, { error: 'too_long' })),
});

/** The web-view session: which subscription it may act on, in which language, until when. */
export const webViewSessionSchema = z.object({
  subscription: z.string(),
  locale: z.enum(['fr', 'nl']),
  expiresAt: instant,
});

/** POST /web-view/subscriptions/{code}/card-changes → 201: where to enter the new card (the provider's page). */
export const cardChangeStartSchema = z.object({ redirectUrl: z.string().check(z.url()) });

/** GET /web-view/subscriptions/{code}/card-changes/latest: the outcome of the last card entered. */
export const cardChangeSchema = z.object({
  status: z.enum(['open', 'succeeded', 'failed']),
  card: z.nullable(
    z.object({
      brand: z.string(),
      last4: z.string().check(z.length(4)),
      expMonth: z.number().check(z.int()),
      expYear: z.number().check(z.int()),
    }),
  ),
  bankResponse: z.nullable(z.object({ message: z.string(), detail: z.string(), code: z.string() })),
});
export type CardChange = z.infer<typeof cardChangeSchema>;
