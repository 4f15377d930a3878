// The store finder answers as the server does: the contract's shapes, ranked from a postcode, on the mocks' clock.
import { storeCollectionSchema, storeSchema } from '@gamelle/contract/service/stores';
import { describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { setupMockServer } from '../../test/server.ts';

setupMockServer();

describe('stores', () => {
  it('lists the stores nearest a postcode, in the contract shape, with the mocks clock', async () => {
    const answer = await call('/shop/stores?q=59000');
    expect(answer.status).toBe(200);
    const list = storeCollectionSchema.parse(answer.body);
    expect(list.origin).toBe('postcode');
    expect(list['hydra:member'][0]!.city).toBe('Lille');
    expect(Date.parse(list.now)).not.toBeNaN();
  });

  it('answers one store in Dutch, and 404 for an unknown one', async () => {
    const gent = await call('/shop/stores/gent', { locale: 'nl_BE' });
    expect(storeSchema.parse(gent.body).services[0]!.label).toBe('Trimsalon');
    expect((await call('/shop/stores/atlantis')).status).toBe(404);
  });
});
