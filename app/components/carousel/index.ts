export { Carousel, type CarouselItem, type CarouselProps } from "./carousel.tsx";
export { AUTO_ROTATE_MS } from "./carousel-rules.ts";
