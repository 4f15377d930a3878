// The store finder's public door (spec §2 store list and single store). From outside the feature, only this file
// is imported (eslint.config.js). The map (Leaflet) is not exported: the pages load it lazily themselves.
export { storeMessages } from './messages.ts';
export { StoreListPage } from './StoreListPage.tsx';
export { StorePage } from './StorePage.tsx';
export { storeQueries } from './store-api.ts';
export { parseStoreListSearch, type StoreListSearch } from './store-search.ts';
