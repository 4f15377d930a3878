// Content answers parse with the contract: header and footer menus, pages by key in both languages, locales,
// and an unknown page is a 404 with the API's error body.
import { localeListSchema } from '@gamelle/contract/content/common';
import { footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import { hydraErrorSchema } from '@gamelle/contract/shared/errors';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

describe('answers parse with the contract', () => {
  it('header, footer, pages, locales', async () => {
    headerSchema.parse((await call('/b2c-header', { api: 'content', locale: 'nl' })).body);
    footerSchema.parse((await call('/b2c-footer', { api: 'content' })).body);
    for (const key of [
      'page/conditions-generales',
      'page/abonnement',
      'landing/bienvenue-chiot',
      'home',
      'faq',
      'stores',
    ]) {
      pageSchema.parse((await call(`/${key}`, { api: 'content' })).body);
    }
    pageSchema.parse((await call('/pagina/persoonlijke-gegevens', { api: 'content', locale: 'nl' })).body);
    localeListSchema.parse((await call('/b2c-locales', { api: 'content' })).body);
    const unknownPage = await call('/page/inconnue', { api: 'content' });
    expect(unknownPage.status).toBe(404);
    hydraErrorSchema.parse(unknownPage.body);
  });
});
