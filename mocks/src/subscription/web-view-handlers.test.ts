// The web-view payment change's mocks answer as the server: the link for one's own subscription, the session for
// that subscription only (403 with the link message otherwise), the provider's page and the last card's outcome.
import {
  cardChangeSchema,
  cardChangeStartSchema,
  subscriptionSchema,
  webViewLinkSchema,
} from '@gamelle/contract/subscription';
import { describe, expect, it } from 'vitest';
import { call, login } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

const { state } = setupMockServer();
const session = (code: string) => ({ api: 'webView' as const, headers: { 'x-web-view-session': code } });

describe('web-view payment change', () => {
  it('gives the owner a link to the page in the request’s language; 401 without a token', async () => {
    const { token } = await login();
    const nl = await call('/shop/subscriptions/AB0000001/web-view-links', { method: 'POST', token, locale: 'nl_BE' });
    expect(nl.status).toBe(201);
    expect(webViewLinkSchema.parse(nl.body).url).toMatch(
      /^https:\/\/www\.gamelle\.fr\/nl\/web-view\/AB0000001-betalingswijziging\/\?token=/,
    );
    expect((await call('/shop/subscriptions/AB0000001/web-view-links', { method: 'POST' })).status).toBe(401);
  });

  it('reads the session’s own subscription only, then starts a card change and answers its outcome', async () => {
    subscriptionSchema.parse((await call('/subscriptions/AB0000001', session('AB0000001'))).body);
    const refused = await call('/subscriptions/AB0000001', { ...session('AB0000002'), locale: 'nl' });
    expect(refused).toMatchObject({ status: 403, body: { code: 'web_view_link_invalid' } });
    expect((refused.body as Record<string, string>)['hydra:description']).toContain('niet geldig');
    expect((await call('/subscriptions/AB0000001/card-changes/latest', session('AB0000001'))).status).toBe(404);

    const start = await call('/subscriptions/AB0000001/card-changes', {
      ...session('AB0000001'),
      method: 'POST',
      body: {},
    });
    expect(start.status).toBe(201);
    cardChangeStartSchema.parse(start.body);
    const open = cardChangeSchema.parse(
      (await call('/subscriptions/AB0000001/card-changes/latest', session('AB0000001'))).body,
    );
    expect(open.status).toBe('open');
    state.subscriptions.get('AB0000001')!.cardChange = {
      status: 'succeeded',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2029 },
      bankResponse: null,
    };
    const done = cardChangeSchema.parse(
      (await call('/subscriptions/AB0000001/card-changes/latest', session('AB0000001'))).body,
    );
    expect(done).toMatchObject({ status: 'succeeded', card: { last4: '4242' } });
  });
});
