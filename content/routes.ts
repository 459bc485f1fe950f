import { parseContent } from '@/lib/content-check';
import { siteRoutesSchema, type SiteRoute } from '@/lib/schemas/routes';

export type { SiteRoute } from '@/lib/schemas/routes';

/**
 * The site's indexable routes other than the articles, with the ISO date their content last changed:
 * the sitemap's lastmod. Update a date when you edit that page's content. Home and the blog index also
 * change whenever an article does; the sitemap takes the newer of the two dates for them.
 */
export const siteRoutes: readonly SiteRoute[] = parseContent(
  siteRoutesSchema,
  [
    { path: '/', updated: '2025-01-15', listsArticles: true },
    { path: '/cenovnik', updated: '2025-01-15', listsArticles: false },
    { path: '/galerija', updated: '2025-01-15', listsArticles: false },
    { path: '/faq', updated: '2025-01-15', listsArticles: false },
    { path: '/blog', updated: '2025-01-15', listsArticles: true },
  ],
  { file: 'content/routes.ts', name: 'siteRoutes' },
);

/** The RSS feed of the articles, linked from every page's <head>. */
export const feed = {
  path: '/feed.xml',
  title: 'Blog o estetskoj stomatologiji',
  description: 'Novi vodiči, saveti i iskustva pacijenata o Hollywood Smile-u, fasetama i krunicama.',
} as const;

/** The clinic as a vCard 4.0 file ("Sačuvaj kontakt"), written by app/kontakt.vcf/route.ts at build time. */
export const contactCard = {
  path: '/kontakt.vcf',
} as const;
