import type { ComponentType } from 'react';

/**
 * The site's islands: the only components hydrated in the browser, each as its own React root. A key is
 * the component's file name in components/ (scripts/strip-runtime.mjs and the byte counts rely on it).
 * Each loader is a dynamic import, so the island bundle (components/islands/hydrate.ts) fetches a
 * component's code only when an island of that kind is on the page and near the viewport.
 */
export const islandLoaders = {
  'before-after-slider': () => import('@/components/before-after-slider').then((module) => module.BeforeAfterSlider),
  'patient-carousel': () => import('@/components/patient-carousel').then((module) => module.PatientCarousel),
  'video-carousel': () => import('@/components/video-carousel').then((module) => module.VideoCarousel),
  slideshow: () => import('@/components/slideshow').then((module) => module.Slideshow),
  'gallery-strip': () => import('@/components/gallery-strip').then((module) => module.GalleryStrip),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandLoaders;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandLoaders, name);
}
