// The catalogue's second door: what other features load on demand (React.lazy), never statically. Through index.ts
// a dynamic import would bring every catalogue page and move shared modules into the shell (storefront/README.md).
export { CrossSellSuggestions } from './CrossSellSuggestions.tsx';
