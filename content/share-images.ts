/**
 * The share images (og:image, twitter:image) of every page: each article's draws its title and
 * category over its own artwork; each other route's draws its heading and the first sentence of
 * its lead (content/pages.ts) over the artwork chosen here. Rendered by app/og/[image]/route.tsx.
 * Server-only: the article list reads the Markdown files.
 */
import { articles } from '@/content/articles';
import { findBlogList } from '@/content/blog-lists';
import { imageManifest } from '@/content/images';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { routeNames, routes, type RouteName } from '@/lib/routes';
import { buildShareImages, findShareImage, type RouteShareInput, type ShareImage } from '@/lib/share-images';

/**
 * Each page's image, keyed by lib/routes.ts (so a new page cannot be left without one): the file name without
 * ".jpg", the artwork and where its subject is. The 404 page keeps the generic /images/og/default.jpg.
 */
const routeImages: Record<RouteName, { name: string; artwork: string; focusX?: number }> = {
  home: { name: 'home', artwork: 'hero/osmeh', focusX: 0.72 },
  priceList: { name: 'cenovnik', artwork: 'ordinacija/3' },
  gallery: { name: 'galerija', artwork: 'pre-posle/2-posle' },
  faq: { name: 'faq', artwork: 'ordinacija/1' },
  blog: { name: 'blog', artwork: 'ordinacija/2' },
};

const routeInputs: RouteShareInput[] = routeNames.map((route) => {
  const { name, artwork, focusX } = routeImages[route];
  const copy = pages[route];
  return {
    path: routes[route],
    name,
    heading: copy.heading,
    lead: copy.lead,
    artwork,
    focusX,
    source: `content/share-images.ts › ${name}`,
    leadAt: { file: 'content/data/pages.json', path: [route, 'lead'] },
  };
});

export const shareImages: readonly ShareImage[] = buildShareImages({ routes: routeInputs, articles, brand: site.brand, manifest: imageManifest });

/** A page's share image; the blog's further list pages ("/blog/strana/2/", a category's) share the blog's. */
export function shareImageForPath(path: string): ShareImage {
  return findShareImage(shareImages, findBlogList(path) ? routes.blog : path);
}
