import type { MetadataRoute } from 'next';
import { articles } from '@/content/articles';
import { blogLists } from '@/content/blog-lists';
import { siteRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { routes } from '@/lib/routes';
import { sitemapEntries } from '@/lib/sitemap';

// A static export writes /sitemap.xml at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    site.url,
    siteRoutes,
    articles.map(({ slug, modified }) => ({ slug, modified })),
    // The blog's further list pages; /blog/ itself is a route of siteRoutes.
    blogLists.filter((list) => list.path !== routes.blog).map(({ path, modified }) => ({ path, modified })),
  );
}
