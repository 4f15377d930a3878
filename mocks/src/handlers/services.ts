// Search, tracking, image hosting and build checks of spec §7.
import { drawingFor } from '@gamelle/content';
import { searchContent, searchSuggestions, trackingActionsFor } from '@gamelle/content/api';
import { campaignReportBodySchema, trackingEventSchema } from '@gamelle/contract/marketing/tracking';
import { searchQuerySchema } from '@gamelle/contract/search/schema';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse, passthrough } from 'msw';
import { badRequest, handle, languageOf, readBody, unprocessable } from '../respond.ts';
import { randomId, type MockState } from '../state.ts';
import type { HandlerOptions } from './options.ts';

/** The build the mocks report as deployed; a test can compare it with the running one. */
export const mockBuild = { buildId: 'mock-build', builtAt: '2026-11-21T08:00:00.000Z' } as const;

export function serviceHandlers(state: MockState, options: HandlerOptions) {
  const search = handle(({ request }) => {
    const url = new URL(request.url);
    const parsed = searchQuerySchema.safeParse({
      q: url.searchParams.get('q') ?? '',
      locale: languageOf(request),
      lite: url.searchParams.get('lite') === 'true' ? true : undefined,
      limit: url.searchParams.has('limit') ? Number(url.searchParams.get('limit')) : undefined,
    });
    if (!parsed.success) throw unprocessable(violationsFromZodError(parsed.error, 'search', languageOf(request)));
    const { q, locale, lite, limit } = parsed.data;
    if (options.empty) {
      const none = { hits: [], total: 0 };
      return HttpResponse.json({ query: q, groups: { articles: none, categories: none, products: none } });
    }
    return HttpResponse.json(searchContent(q, locale, { ...(lite ? { lite } : {}), ...(limit ? { limit } : {}) }));
  });

  return [
    http.get(`*${API_BASES.search}/suggestions`, ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      return HttpResponse.json(
        options.empty ? { query: q, suggestions: [] } : searchSuggestions(q, languageOf(request)),
      );
    }),
    http.get(`*${API_BASES.search}/`, search),
    http.get(`*${API_BASES.search}`, search),

    http.post(
      `*${API_BASES.tracking}/report/:campaign`,
      handle(async ({ request, params }) => {
        await readBody(request, campaignReportBodySchema, 'tracking');
        state.reportedCampaigns.push(String(params.campaign));
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    ...[`*${API_BASES.tracking}/`, `*${API_BASES.tracking}`].map((path) =>
      http.post(
        path,
        handle(async ({ request }) => {
          const event = await readBody(request, trackingEventSchema, 'tracking');
          const today = new Date().toISOString().slice(0, 10);
          return HttpResponse.json(trackingActionsFor(event, languageOf(request), today));
        }),
      ),
    ),

    http.get(`*${API_BASES.images}/auth`, () =>
      HttpResponse.json({
        signature: 'mock-signature',
        token: randomId(),
        expire: Math.floor(Date.now() / 1000) + 600,
      }),
    ),
    http.post(
      `*${API_BASES.images}/upload`,
      handle(async ({ request }) => {
        const form = await request.formData().catch(() => {
          throw badRequest('The upload must be multipart/form-data.');
        });
        const file = form.get('file');
        for (const field of ['fileName', 'publicKey', 'signature', 'expire', 'token']) {
          if (!form.get(field)) throw badRequest(`Missing upload field "${field}".`);
        }
        if (!file) throw badRequest('Missing upload field "file".');
        const name = String(form.get('fileName'));
        const fileId = randomId();
        return HttpResponse.json({
          fileId,
          name,
          url: `${API_BASES.images}/uploads/${fileId}/${encodeURIComponent(name)}`,
        });
      }),
    ),
    // The content's illustrations are drawn on the fly (the same SVG as content/images); other stored images
    // are files: let the dev server or the real server answer. Resize queries are ignored (SVG scales).
    http.get(`*${API_BASES.images}/*`, ({ request }) => {
      const file = decodeURIComponent(new URL(request.url).pathname.replace(/^.*?\/api\/images\//, ''));
      const svg = drawingFor(file);
      if (svg === undefined) return passthrough();
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }),

    http.get(`*${API_BASES.build}/latest.json`, () => HttpResponse.json(mockBuild)),
    http.get(`*${API_BASES.build}/payload/*`, () => HttpResponse.json({})),
  ];
}
