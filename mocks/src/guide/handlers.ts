// Guide calls of the content API (spec §7): the ration calculator's recommendation for a product, weight and
// age, and the pet guide's product recommendation, from the same functions as the server.
import { rationFor, recommend } from '@gamelle/content/api';
import { rationQuerySchema, recommendationBodySchema } from '@gamelle/contract/guide/rations';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { API_BASES, contentRoutes } from '@gamelle/contract/shared/paths';
import { violationsFromZodError } from '@gamelle/contract/shared/violations';
import { http, HttpResponse } from 'msw';
import { handle, languageOf, notFound, readBody, unprocessable } from '../shared/respond.ts';

const route = (path: string) => `*${API_BASES.content}${path}`;

export function guideHandlers() {
  return [
    http.get(
      route(contentRoutes.rationReco),
      handle(({ request }) => {
        const parsed = rationQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
        if (!parsed.success)
          throw unprocessable(violationsFromZodError(parsed.error, 'rationCalculator', languageOf(request)));
        const ration = rationFor(parsed.data.ref, parsed.data.weight, parsed.data.month);
        if (!ration) throw notFound(errorMessages.productNotFound);
        return HttpResponse.json(ration);
      }),
    ),

    http.post(
      route(contentRoutes.recommendation),
      handle(async ({ request }) => {
        const body = await readBody(request, recommendationBodySchema, 'petGuideProfile');
        const list = ['true', '1'].includes(new URL(request.url).searchParams.get('list') ?? '');
        return HttpResponse.json(recommend(body, { list }));
      }),
    ),
  ];
}
