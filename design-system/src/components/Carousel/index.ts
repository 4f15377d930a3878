export { Carousel, type CarouselProps } from './Carousel.tsx';
export { carouselReducer, initialCarouselState, swipeDirection, type CarouselState } from './carouselState.ts';
