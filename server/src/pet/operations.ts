// The pets' and photo upload's calls for /api/docs (issue 16; Sylius Shop API shapes).
import {
  animalBodySchema,
  animalCollectionSchema,
  animalGenderSchema,
  animalSchema,
  animalTypeSchema,
  breedSearchResponseSchema,
} from '@gamelle/contract/pet/schema';
import {
  biNutritionChoicesSchema,
  biNutritionMenuBodySchema,
  biNutritionMenuSchema,
  petRecommendationSchema,
} from '@gamelle/contract/guide';
import { z } from 'zod';
import type { Operation } from '../shared/docs/operations.ts';

const mine = { auth: 'required', owned: { otherCustomerStatus: 404 } } as const;
const animal = '/api/v2/shop/animals/{id}';

export const petOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v2/shop/animals',
    tag: 'Pet',
    summary: 'List one’s pets',
    responses: { 200: animalCollectionSchema },
    auth: 'required',
  },
  {
    method: 'post',
    path: '/api/v2/shop/animals',
    tag: 'Pet',
    summary: 'Add a pet (the account’s pet form rules)',
    body: animalBodySchema,
    responses: { 201: animalSchema },
    auth: 'required',
  },
  { method: 'get', path: animal, tag: 'Pet', summary: 'Read a pet', responses: { 200: animalSchema }, ...mine },
  {
    method: 'put',
    path: animal,
    tag: 'Pet',
    summary: 'Update a pet',
    body: animalBodySchema,
    responses: { 200: animalSchema },
    ...mine,
  },
  { method: 'delete', path: animal, tag: 'Pet', summary: 'Delete a pet', responses: { 204: null }, ...mine },
  {
    method: 'get',
    path: `${animal}/recommendations`,
    tag: 'Pet',
    summary: 'Kibble guide: the dry foods for this pet, best first, with its FEDIAF ration and a subscription rhythm',
    responses: { 200: petRecommendationSchema },
    ...mine,
  },
  {
    method: 'get',
    path: `${animal}/bi-nutrition-recipes`,
    tag: 'Pet',
    summary: 'Bi-nutrition (cats): the kibbles and wet recipes offered for this cat',
    responses: { 200: biNutritionChoicesSchema },
    ...mine,
  },
  {
    method: 'post',
    path: `${animal}/bi-nutrition-menu`,
    tag: 'Pet',
    summary: 'Bi-nutrition (cats): the menu of the chosen recipes, its rations, duration and delivery frequency',
    body: biNutritionMenuBodySchema(),
    responses: { 200: biNutritionMenuSchema },
    ...mine,
  },
  {
    method: 'get',
    path: '/api/v2/shop/animal-types/{id}',
    tag: 'Pet',
    summary: 'An animal type: 1 dog, 2 cat',
    responses: { 200: animalTypeSchema },
  },
  {
    method: 'get',
    path: '/api/v2/shop/animal-genders/{id}',
    tag: 'Pet',
    summary: 'An animal gender: 1 male, 2 female',
    responses: { 200: animalGenderSchema },
  },
  {
    method: 'get',
    path: '/api/v2/shop/animal-breeds',
    tag: 'Pet',
    summary: 'Breeds of a type matching `q`, the crossbreed entry first',
    responses: { 200: breedSearchResponseSchema },
    query: ['type', 'q', 'locale'],
  },
  {
    method: 'get',
    path: '/api/v2/shop/images/authentication',
    tag: 'Pet',
    summary: 'A one-time upload signature, token and expire (60 s) for a pet photo',
    responses: { 200: z.object({ signature: z.string(), token: z.string(), expire: z.number() }).loose() },
    auth: 'required',
  },
  {
    method: 'post',
    path: '/api/v2/shop/images/upload',
    tag: 'Pet',
    summary:
      'Upload a pet photo (multipart/form-data: file, fileName, tags, publicKey, signature, expire, token; spec §7)',
    responses: { 200: z.object({}).loose() },
    auth: 'required',
  },
];
