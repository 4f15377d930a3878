// pet: the contract of this domain (see contract/README.md).
export * from './rules.ts';
export * from './options.ts';
export * from './photo.ts';
export * from './breeds.ts';
export * from './schema.ts';
export * from './age.ts';
export * from './errors.ts';
