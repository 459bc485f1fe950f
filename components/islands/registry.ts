import type { ComponentProps } from 'react';

/**
 * The site's islands: the only components hydrated in the browser, each as its own React root. The one
 * naming rule: an island's name is its component's file name in components/ ("slideshow" is
 * components/slideshow.tsx), which is how the client build and the strip step recognise its module
 * (support/island-names.mjs). Each loader is a dynamic import, so the island bundle
 * (components/islands/hydrate.ts) fetches a component's code only when an island of that kind is on the
 * page and about to be used.
 */
export const islandLoaders = {
  'before-after-slider': () => import('@/components/before-after-slider').then((module) => module.BeforeAfterSlider),
  'patient-carousel': () => import('@/components/patient-carousel').then((module) => module.PatientCarousel),
  'video-carousel': () => import('@/components/video-carousel').then((module) => module.VideoCarousel),
  slideshow: () => import('@/components/slideshow').then((module) => module.Slideshow),
  'gallery-strip': () => import('@/components/gallery-strip').then((module) => module.GalleryStrip),
};

export type IslandName = keyof typeof islandLoaders;

/** The component an island's name stands for. */
export type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islandLoaders)[N]>>;

/** The props an island's component takes, which travel to the browser as JSON. */
export type IslandComponentProps<N extends IslandName> = ComponentProps<IslandComponent<N>>;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
