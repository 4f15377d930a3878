// cart: the contract of this domain (see contract/README.md).
export * from './answer.ts';
export * from './api.ts';
export * from './errors.ts';
export * from './limits.ts';
export * from './load.ts';
export * from './coupons.ts';
export * from './schema.ts';
export * from './totals.ts';
