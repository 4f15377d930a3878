// The catalogue feature's public door (categories, product and sample pages, product grids and suggestions).
// From outside the feature, only this file is imported (eslint.config.js).
export { CategoryPage, preloadCategoryFilters } from './CategoryPage.tsx';
export { CrossSellSuggestions } from './CrossSellSuggestions.tsx';
export { ProductGrid } from './ProductGrid.tsx';
export { ProductPage, preloadProductParts } from './ProductPage.tsx';
export { SamplePage } from './SamplePage.tsx';
export { listingQuery, parseCategorySearch } from './category-search.ts';
export { productLoad } from './product-load.ts';
export { catalogueQueries } from './queries.ts';
export { selectedVariant } from './selected-variant.ts';
