// The stores' calls for /api/docs (issue 17).
import { storeCollectionSchema, storeSchema } from '@gamelle/contract/service/stores';
import type { Operation } from '../shared/docs/operations.ts';

export const storeOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v2/shop/stores',
    tag: 'Store',
    summary: 'Stores near a town or postcode (`q`) or a position, with their hours',
    responses: { 200: storeCollectionSchema },
    query: ['q', 'latitude', 'longitude', 'locale'],
  },
  {
    method: 'get',
    path: '/api/v2/shop/stores/{slug}',
    tag: 'Store',
    summary: 'One store: address, hours per weekday, special days, services',
    responses: { 200: storeSchema },
    query: ['locale'],
  },
];
