// catalogue: the contract of this domain (see contract/README.md).
export * from './category.ts';
export * from './product.ts';
export * from './variant-code.ts';
export * from './purchasable.ts';
