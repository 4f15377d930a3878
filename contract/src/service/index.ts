// service: the contract of this domain (see contract/README.md).
export * from './contact.ts';
export * from './stores.ts';
export * from './store-api.ts';
