export { FreeShippingProgress, type FreeShippingProgressProps } from './FreeShippingProgress.tsx';
