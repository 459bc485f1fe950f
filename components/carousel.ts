/**
 * The carousel building blocks, imported from here by every carousel: the loop-track engine of the endless
 * strips (components/use-loop-track.ts) and the controls they all share (components/carousel-controls.tsx).
 * One entry on purpose: the island bundle (scripts/build-client.mjs) then makes one shared chunk of them
 * instead of two, which the home page, with all four carousels, loads anyway (bench/budgets.json).
 */
export { useLoopTrack } from '@/components/use-loop-track';
export { CarouselArrow, CarouselDots } from '@/components/carousel-controls';
