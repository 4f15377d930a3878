// content: the contract of this domain (see contract/README.md).
export * from './api.ts';
export * from './common.ts';
export * from './page.ts';
