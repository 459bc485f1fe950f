import type { MetadataRoute } from 'next';
import { site } from '@/content/site';
import { ADMIN_PATH } from '@/hosting/policy.mjs';

// A static export writes /robots.txt at build time.
export const dynamic = 'force-static';

/** Every page is public: allow all crawlers and point them at the sitemap. The editor (/admin/) is not a page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ADMIN_PATH },
    sitemap: `${site.url}/sitemap.xml`,
  };
}
