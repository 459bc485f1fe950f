import type { MetadataRoute } from 'next';
import { site } from '@/content/site';

// A static export writes /robots.txt at build time.
export const dynamic = 'force-static';

/** Every page is public: allow all crawlers and point them at the sitemap. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/' },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
