// customer: the contract of this domain (see contract/README.md).
export * from './api.ts';
export * from './errors.ts';
export * from './rules.ts';
export * from './schema.ts';
export * from './token.ts';
