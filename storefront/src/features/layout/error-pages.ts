// Imported only dynamically (LazyErrorPages.tsx): the 404 and error pages and their texts are a chunk of their own.
export { ErrorPage } from './ErrorPage.tsx';
export { NotFoundPage } from './NotFoundPage.tsx';
