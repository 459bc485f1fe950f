import type { MetadataRoute } from 'next';
import { articles } from '@/content/articles';
import { siteRoutes } from '@/content/routes';
import { site } from '@/content/site';
import { sitemapEntries } from '@/lib/sitemap';

// A static export writes /sitemap.xml at build time.
export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries(
    site.url,
    siteRoutes,
    articles.map(({ slug, modified }) => ({ slug, modified })),
  );
}
