// The checkout's second door: what other features load on demand (React.lazy), never statically. Through index.ts
// a dynamic import would bring the whole funnel and move shared modules into the shell (storefront/README.md).
export { PickupPointPicker } from './ShippingStep.tsx';
