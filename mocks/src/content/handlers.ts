// Content calls of the content API (spec §7): the header and footer menus, the site's locales, and pages by key
// (`page/…`, `pagina/…`, `landing/…`, `home`, `faq`, `stores`), from the same mapping functions as the server.
import { footerFor, headerFor, pageFor } from '@gamelle/content/api';
import { errorMessages } from '@gamelle/contract/shared/errors';
import { API_BASES, contentRoutes } from '@gamelle/contract/shared/paths';
import { http, HttpResponse } from 'msw';
import { handle, languageOf, notFound } from '../shared/respond.ts';

const route = (path: string) => `*${API_BASES.content}${path}`;

/** The page route matches any path of the content API: put these after every other content-API family. */
export function contentHandlers() {
  return [
    http.get(route(contentRoutes.header), ({ request }) => HttpResponse.json(headerFor(languageOf(request)))),
    http.get(route(contentRoutes.footer), ({ request }) => HttpResponse.json(footerFor(languageOf(request)))),

    http.get(route(contentRoutes.locales), () =>
      HttpResponse.json([
        { code: 'fr', language: 'fr', domain: 'gamelle.fr', direction: 'ltr' },
        { code: 'nl', language: 'nl', domain: 'gamelle.fr/nl', direction: 'ltr' },
      ]),
    ),

    // Last: any other path is a page key.
    http.get(
      route(contentRoutes.page),
      handle(({ request, params }) => {
        const key = String(params[1] ?? '');
        const page = pageFor(key, languageOf(request));
        if (!page) throw notFound(errorMessages.pageNotFound(`/${key}`));
        return HttpResponse.json(page);
      }),
    ),
  ];
}
