// order: the contract of this domain (see contract/README.md).
export * from './statuses.ts';
export * from './schema.ts';
export * from './api.ts';
