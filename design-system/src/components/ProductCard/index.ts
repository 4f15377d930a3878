export { ProductCard, type ProductCardProps, type ProductCardImage } from './ProductCard.tsx';
