// The customer's pets (issue 16): the calls the account's pet screens make under /shop/animals. Answers' schemas
// load only when the client validates answers. The photo's upload is `petPhotoCalls` (photo-api.ts), apart: it
// brings the image-hosting calls and their zod option check, which only the pet form's page needs.
import { request, type ClientConfig } from '../shared/http.ts';
import type { HydraCollection } from '../shared/jsonld.ts';
import type { CallOptions } from '../cart/api.ts';
import type { PetFormValues } from './rules.ts';
import type { Animal } from './schema.ts';

const e = encodeURIComponent;
export const petPaths = {
  list: () => '/shop/animals',
  one: (id: number | string) => `/shop/animals/${e(String(id))}`,
} as const;

const schemas = {
  list: () => import('./schema.ts').then((m) => m.animalCollectionSchema),
  one: () => import('./schema.ts').then((m) => m.animalSchema),
};

/**
 * The POST/PUT body as the shop sends it: the pet form's parsed values, and the photo's `fileId` (null removes it,
 * absent keeps it). The server parses it with `animalBodySchema`, which also takes IRIs for the type and gender.
 */
export type AnimalRequestBody = PetFormValues & { photo?: string | null };

export function petCalls(config: ClientConfig) {
  const shop = { api: 'shop' as const };
  return {
    /** GET /shop/animals: the customer's pets, each with its age today by the shop's clock. */
    list: (options: CallOptions = {}): Promise<HydraCollection<Animal>> =>
      request(config, { ...shop, ...options, method: 'GET', path: petPaths.list(), schema: schemas.list }),
    /** GET /shop/animals/{id}: the owner's pet; another customer's or an unknown id is a 404. */
    get: (id: number | string, options: CallOptions = {}): Promise<Animal> =>
      request(config, { ...shop, ...options, method: 'GET', path: petPaths.one(id), schema: schemas.one }),
    create: (body: AnimalRequestBody, options: CallOptions = {}): Promise<Animal> =>
      request(config, { ...shop, ...options, method: 'POST', path: petPaths.list(), body, schema: schemas.one }),
    /** PUT /shop/animals/{id}: the whole form; `photo` a fileId, null to remove it, absent to keep it. */
    update: (id: number | string, body: AnimalRequestBody, options: CallOptions = {}): Promise<Animal> =>
      request(config, { ...shop, ...options, method: 'PUT', path: petPaths.one(id), body, schema: schemas.one }),
    remove: (id: number | string, options: CallOptions = {}): Promise<void> =>
      request(config, { ...shop, ...options, method: 'DELETE', path: petPaths.one(id) }),
  };
}
