// sponsorship: the contract of this domain (see contract/README.md).
export * from './schema.ts';
export * from './errors.ts';
export * from './api.ts';
