// The store feature's second door: what other features load on demand (React.lazy), never statically. Through
// index.ts a dynamic import would bring the store pages and move shared modules into the shell (storefront/README.md).
// The checkout's relay-point tab draws its points on this map.
export { default as StoreMap, type StoreMapPoint, type StoreMapProps } from './StoreMap.tsx';
