import type { MetadataRoute } from 'next';
import { siteIn } from '@/content/site';
import { DEFAULT_LOCALE } from '@/lib/locales';
import { ADMIN_PATH } from '@/hosting/policy.mjs';

// A static export writes /robots.txt at build time.
export const dynamic = 'force-static';

/** Every page is public: allow all crawlers and point them at the sitemap. The editor (/admin/) is not a page. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ADMIN_PATH },
    // A route handler renders no page, so it names the language (content/page-language.ts); the URL is every language's.
    sitemap: `${siteIn[DEFAULT_LOCALE].url}/sitemap.xml`,
  };
}
