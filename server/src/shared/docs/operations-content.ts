// The content API, search and image calls, with the contract's schemas of their answers (see operations.ts).
import { categoryListingSchema } from '@gamelle/contract/catalogue/category';
import { crossSellSchema, footerSchema, headerSchema, pageSchema } from '@gamelle/contract/content/page';
import { productBatchSchema, productSchema } from '@gamelle/contract/catalogue/product';
import {
  rationResponseSchema,
  recommendationBodySchema,
  recommendationResponseSchema,
} from '@gamelle/contract/guide/rations';
import { searchResultSchema, searchSuggestionsSchema } from '@gamelle/contract/search/schema';
import { z } from 'zod';
import type { Operation } from './operations.ts';

const content = '/api/content';

export const contentOperations: Operation[] = [
  {
    method: 'get',
    path: `${content}/b2c-products/{key}`,
    tag: 'Content',
    summary: 'A product by `sku-{sku}` or by slug, at render level 0, 1 or 2',
    responses: { 200: productSchema },
    query: ['locale', 'render'],
  },
  {
    method: 'get',
    path: `${content}/b2c-products`,
    tag: 'Content',
    summary: 'Products by sku (`filters[sku][$in]` repeated); missing skus listed in `errors`',
    responses: { 200: productBatchSchema },
    query: ['locale', 'render', 'filters[sku][$in]'],
  },
  {
    method: 'get',
    path: `${content}/b2c-products/b2c-categories/{category}`,
    tag: 'Content',
    summary: 'A category listing without the current sku (`exclude`)',
    responses: { 200: categoryListingSchema },
    query: ['locale', 'sort', 'exclude'],
  },
  {
    method: 'get',
    path: `${content}/b2c-header`,
    tag: 'Content',
    summary: 'Header menu',
    responses: { 200: headerSchema },
    query: ['locale'],
  },
  {
    method: 'get',
    path: `${content}/b2c-footer`,
    tag: 'Content',
    summary: 'Footer',
    responses: { 200: footerSchema },
    query: ['locale'],
  },
  {
    method: 'get',
    path: `${content}/b2c-rations/getReco`,
    tag: 'Content',
    summary: 'Daily ration (FEDIAF) of a food for a weight and an age',
    responses: { 200: rationResponseSchema },
    query: ['ref', 'weight', 'month'],
  },
  {
    method: 'post',
    path: `${content}/b2c-recommendation/getReco`,
    tag: 'Content',
    summary: 'Foods for a pet; `list=true` for every suitable one',
    body: recommendationBodySchema,
    responses: { 200: recommendationResponseSchema },
    query: ['locale', 'list'],
  },
  {
    method: 'get',
    path: `${content}/b2c-cross-sells/{key}`,
    tag: 'Content',
    summary: 'Cross-sell skus',
    responses: { 200: crossSellSchema },
  },
  {
    method: 'get',
    path: `${content}/b2c-locales`,
    tag: 'Content',
    summary: 'The shop’s languages with their domain',
    responses: {
      200: z.array(z.object({ code: z.string(), language: z.string(), domain: z.string(), direction: z.string() })),
    },
  },
  {
    method: 'get',
    path: `${content}/{pageKey}`,
    tag: 'Content',
    summary: 'A page by key (slashes around it trimmed)',
    responses: { 200: pageSchema },
    query: ['locale'],
  },
  {
    method: 'get',
    path: '/api/search',
    tag: 'Search',
    summary: 'Site search: articles, categories and products (typo-tolerant, FR/NL)',
    responses: { 200: searchResultSchema },
    query: ['q', 'locale', 'lite', 'limit'],
  },
  {
    method: 'get',
    path: '/api/search/suggestions',
    tag: 'Search',
    summary: 'Suggestions for what is being typed',
    responses: { 200: searchSuggestionsSchema },
    query: ['q', 'locale', 'limit'],
  },
  {
    method: 'get',
    path: '/api/images/{path}',
    tag: 'Images',
    summary: 'A content image, resized (`w`, `h` ≤ 2000, `format`, `quality`, `blur`, `progressive`, `v`)',
    responses: { 200: null },
    query: ['w', 'h', 'format', 'quality', 'blur', 'progressive', 'v'],
  },
];
