// guide: the contract of this domain (see contract/README.md).
export * from './ration-rules.ts';
export * from './ration.ts';
export * from './rations.ts';
export * from './energy.ts';
export * from './pet-guide.ts';
export * from './api.ts';
