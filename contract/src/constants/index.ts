export * from './frequencies.ts';
export * from './statuses.ts';
export * from './locales.ts';
export * from './limits.ts';
export * from './uploads.ts';
