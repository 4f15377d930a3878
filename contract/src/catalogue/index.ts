// catalogue: the contract of this domain (see contract/README.md).
export * from './category.ts';
export * from './product.ts';
export * from './variant-code.ts';
export * from './purchasable.ts';
export * from './errors.ts';
export * from './reviews.ts';
export * from './reviews-schema.ts';
export * from './review-api.ts';
