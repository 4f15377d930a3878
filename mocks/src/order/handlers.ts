// The customer's orders (issue 14): `GET /shop/orders` (newest first, paginated as the server pages),
// `GET /shop/orders/{token}` for a placed order (a cart goes on to the cart's handler), and the invoice PDF once
// available. Another customer's order is 403, as on the server.
import { orderListQuerySchema } from '@gamelle/contract/order/schema';
import { hydraError } from '@gamelle/contract/shared/errors';
import { hydraCollection } from '@gamelle/contract/shared/jsonld';
import { API_BASES, shopRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { handle, languageOf, MockProblem, notFound, requireCustomer } from '../shared/respond.ts';
import type { MockState } from '../shared/state.ts';
import { orderSummaryView, orderView, ordersOf, type MockOrder } from './orders.ts';

const route = (path: string) => `*${API_BASES.shop}${path}`;

export function orderHandlers(state: MockState) {
  const ownOrder = (request: Request, token: string): MockOrder | undefined => {
    const order = state.orders.get(token);
    if (!order) return undefined;
    const me = requireCustomer(state, request);
    if (order.customerId !== me.id)
      throw new MockProblem(HttpResponse.json(hydraError('Access Denied.'), { status: 403 }));
    return order;
  };

  return [
    http.get(
      route(shopRoutes.orders),
      handle(({ request }) => {
        const me = requireCustomer(state, request);
        const url = new URL(request.url);
        const parsed = orderListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
        const { page, itemsPerPage } = parsed.success ? parsed.data : { page: 1, itemsPerPage: 10 };
        const mine = ordersOf(state, me.id);
        const rows = mine.slice((page - 1) * itemsPerPage, page * itemsPerPage);
        const path = `${API_BASES.shop}/shop/orders`;
        const last = Math.max(1, Math.ceil(mine.length / itemsPerPage));
        const language = languageOf(request);
        return HttpResponse.json({
          '@context': '/api/v2/contexts/Order',
          ...hydraCollection(
            rows.map((order) => orderSummaryView(state, order, language)),
            path,
            mine.length,
          ),
          'hydra:view': {
            '@id': `${path}?page=${page}`,
            '@type': 'hydra:PartialCollectionView',
            'hydra:first': `${path}?page=1`,
            'hydra:last': `${path}?page=${last}`,
            ...(page < last ? { 'hydra:next': `${path}?page=${page + 1}` } : {}),
            ...(page > 1 ? { 'hydra:previous': `${path}?page=${page - 1}` } : {}),
          },
        });
      }),
    ),

    http.get(
      route(`${shopRoutes.order}/invoice`),
      handle(({ request, params }) => {
        const order = ownOrder(request, String(params.token));
        if (!order) throw notFound('Cart not found');
        const view = orderView(state, order, languageOf(request));
        if (!view.invoice.available)
          throw notFound(
            view.invoice.availableFrom
              ? `Invoice available from ${view.invoice.availableFrom}`
              : 'Invoice not available yet',
          );
        return new HttpResponse(minimalPdf(`Facture ${view.invoice.number ?? ''} - commande ${order.number}`), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="facture-${view.invoice.number ?? order.number}.pdf"`,
          },
        });
      }),
    ),

    http.get(
      route(shopRoutes.order),
      handle(({ request, params }) => {
        const order = ownOrder(request, String(params.token));
        // Not a placed order: the cart's handler answers.
        if (!order) return undefined;
        return HttpResponse.json(orderView(state, order, languageOf(request)));
      }),
    ),
  ];
}

/** A one-page PDF showing `text` (enough for a browser to open it and a test to read it). */
function minimalPdf(text: string): string {
  const safe = text.replace(/[()\\]/g, '');
  const stream = `BT /F1 14 Tf 72 760 Td (${safe}) Tj ET`;
  return [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
}
