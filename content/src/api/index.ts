// Content records in the content API's response shapes (@gamelle/contract/content, /search, /tracking). The
// server and the mocks both answer with these, so the two cannot drift.
export * from './images.ts';
export * from './products.ts';
export * from './reviews.ts';
export * from './categories.ts';
export * from './menus.ts';
export * from './pages.ts';
export * from './cross-sells.ts';
export * from './rations.ts';
export * from './recommendation.ts';
export * from './search.ts';
export * from './tracking.ts';
export * from './stores.ts';
