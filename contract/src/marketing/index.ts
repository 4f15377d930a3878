// marketing: the contract of this domain (see contract/README.md).
export * from './tag-manager.ts';
export * from './tracking.ts';
export * from './targeting.ts';
export * from './ab-tests.ts';
