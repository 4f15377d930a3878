// subscription: the contract of this domain (see contract/README.md).
export * from './alerts.ts';
export * from './frequencies.ts';
export * from './cancellation.ts';
export * from './cut-off.ts';
export * from './errors.ts';
export * from './locked.ts';
export * from './schema.ts';
export * from './web-view.ts';
export * from './web-view-schema.ts';
