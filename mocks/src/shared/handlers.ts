// Calls every domain leans on (spec §7): image hosting (auth, upload, the content's illustrations) and build checks.
import { drawingFor } from '@gamelle/content';
import { API_BASES } from '@gamelle/contract/shared/paths';
import { http, HttpResponse, passthrough } from 'msw';
import { badRequest, handle } from './respond.ts';
import { randomId } from './state.ts';

/** The build the mocks report as deployed; a test can compare it with the running one. */
export const mockBuild = { buildId: 'mock-build', builtAt: '2026-11-21T08:00:00.000Z' } as const;

export function sharedHandlers() {
  return [
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
