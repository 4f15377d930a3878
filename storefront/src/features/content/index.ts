// The content feature's public door: editorial pages (home, static and landing pages) and the menus' data.
// From outside the feature, only this file is imported (eslint.config.js).
export { ContentPage } from './ContentPage.tsx';
export { HomePage, preloadHomeBestSellers } from './HomePage.tsx';
export { menuAlternates } from './alternates.ts';
export type { HomeContent } from './home-content.ts';
export { homeMessages } from './home-messages.ts';
export { pageKey, pageLoad } from './page-load.ts';
export { contentQueries, menuAlternatesFor } from './queries.ts';
