// @gamelle/content: the demo shop's catalogue and pages, validated, with lookups and links, and the mapping of
// content records to the content API's response shapes (api/).
export * from './schema.ts';
export * from './collections.ts';
export * from './catalogue.ts';
export * from './site.ts';
export * from './paths.ts';
export * from './drawings.ts';
