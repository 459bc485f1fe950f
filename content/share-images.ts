/**
 * The share images (og:image, twitter:image) of every page: each article's draws its title and
 * category over its own artwork; each other route's draws its heading and the first sentence of
 * its lead (content/pages.ts) over the artwork chosen here. Rendered by app/og/[image]/route.tsx.
 * Server-only: the article list reads the Markdown files.
 */
import { articles } from '@/content/articles';
import { imageManifest } from '@/content/images';
import { pages, type PageCopy } from '@/content/pages';
import { site } from '@/content/site';
import { buildShareImages, findShareImage, type RouteShareInput, type ShareImage } from '@/lib/share-images';

function route(path: string, name: string, copy: PageCopy, artwork: string, focusX?: number): RouteShareInput {
  return { path, name, heading: copy.heading, lead: copy.lead, artwork, focusX, source: `content/share-images.ts › ${name}` };
}

/** Routes other than the articles; the 404 page keeps the generic /images/og/default.jpg. */
const routes: RouteShareInput[] = [
  route('/', 'home', pages.home, 'hero/osmeh', 0.72),
  route('/cenovnik', 'cenovnik', pages.priceList, 'ordinacija/3'),
  route('/galerija', 'galerija', pages.gallery, 'pre-posle/2-posle'),
  route('/faq', 'faq', pages.faq, 'ordinacija/1'),
  route('/blog', 'blog', pages.blog, 'ordinacija/2'),
];

export const shareImages: readonly ShareImage[] = buildShareImages({ routes, articles, brand: site.brand, manifest: imageManifest });

export function shareImageForPath(path: string): ShareImage {
  return findShareImage(shareImages, path);
}
