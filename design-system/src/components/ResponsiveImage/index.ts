export { ResponsiveImage, type ResponsiveImageProps } from './ResponsiveImage.tsx';
export { imageUrl, imageSrcSet, placeholderUrl, type ImageFormat, type ImageTransform } from './imageUrl.ts';
