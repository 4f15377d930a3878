// The page frame's public door: the shop layout (header, footer, switcher) and the error and 404 pages. It
// composes the domain features, so only routes and the router import it (eslint.config.js).
export { ErrorPage } from './ErrorPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
export { LazyErrorPage, LazyNotFoundPage } from './LazyErrorPages.tsx';
export { MinimalLayout } from './MinimalLayout.tsx';
export { ShopLayout } from './ShopLayout.tsx';
export { preloadFooterLinks } from './SiteFooter.tsx';
export { preloadHeaderWidgets } from './SiteHeader.tsx';
