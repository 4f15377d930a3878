// address: the contract of this domain (see contract/README.md).
export * from './favourite.ts';
export * from './phone.ts';
export * from './rules.ts';
export * from './schema.ts';
