// The search feature's public door. From outside the feature, only this file is imported (eslint.config.js).
export { SearchPage, preloadSearchProducts } from './SearchPage.tsx';
export { searchMessages } from './messages.ts';
export { searchQueries } from './queries.ts';
export { parseSearchQuery } from './search-query.ts';
export { HeaderSearch } from './HeaderSearch.tsx';
export { headerSearchMessages } from './header-search-messages.ts';
