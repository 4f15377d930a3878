// The contact form's calls (issue 17; spec §7 shows none, Sylius' shapes): the request with its one attachment as
// multipart, and the logged-in customer's orders the form offers. Answers' schemas load only when the client
// validates (http.ts), so the browser's contact page brings no zod for them.
import type { CallOptions } from '../cart/api.ts';
import type { OrderSummary } from '../order/schema.ts';
import { request, type ClientConfig } from '../shared/http.ts';
import { shopPaths } from '../shared/paths.ts';
import type { HydraCollection } from '../shared/jsonld.ts';
import type { ContactSubject } from './contact-subjects.ts';
import type { ContactRequestAnswer } from './contact-request.ts';

/** Paths relative to `API_BASES.shop`. */
export const contactPaths = {
  requests: () => '/shop/contact-requests',
} as const;

/** What the form sends: name and e-mail only for an anonymous visitor (the server takes the account's otherwise). */
export interface ContactRequestInput {
  subject: ContactSubject;
  message: string;
  orderId?: string | undefined;
  productName?: string | undefined;
  name?: string | undefined;
  email?: string | undefined;
  file?: Blob & { name?: string };
}

/** How many of the customer's orders the form lists (newest first): enough for a question about an order. */
export const CONTACT_ORDER_CHOICES = 50;

const schemas = {
  answer: () => import('./contact-request.ts').then((m) => m.contactRequestAnswerSchema),
  orders: () => import('../order/schema.ts').then((m) => m.orderCollectionSchema),
};

export function contactCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /**
     * POST multipart: 201 once stored and e-mailed to the service; refusals are ApiErrors in the page's language
     * (422 violations per field, 413 for a file over the limit, 429 when one writes too often).
     */
    send: (input: ContactRequestInput, options: CallOptions = {}): Promise<ContactRequestAnswer> => {
      const body = new FormData();
      for (const key of ['subject', 'message', 'orderId', 'productName', 'name', 'email'] as const) {
        const value = input[key];
        if (value !== undefined && value !== '') body.append(key, value);
      }
      if (input.file) body.append('file', input.file, input.file.name ?? 'piece-jointe');
      return request(config, {
        ...shop,
        ...options,
        method: 'POST',
        path: contactPaths.requests(),
        body,
        schema: schemas.answer,
      });
    },
    /** GET /shop/orders: the customer's latest orders, for the form's order choice. */
    orders: (options: CallOptions = {}): Promise<HydraCollection<OrderSummary>> =>
      request(config, {
        ...shop,
        ...options,
        method: 'GET',
        path: shopPaths.orders(),
        query: { page: 1, itemsPerPage: CONTACT_ORDER_CHOICES },
        schema: schemas.orders,
      }),
  };
}
