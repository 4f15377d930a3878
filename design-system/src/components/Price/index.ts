export { Price, type PriceProps } from './Price.tsx';
export { formatPrice, pricePlaceholder, type PriceLocale } from './formatPrice.ts';
