import { englishFeed } from '@/content/en/copy';
import { parseContent } from '@/lib/content-check';
import { followPageLanguage, pageLanguage, type ByLanguage } from '@/content/page-language';
import { localizedRoutes, routeNames, routeRegistry, routes as serbianRoutes, type RouteEntry, type RouteName } from '@/content/route-registry';
import { articlePathIn } from '@/lib/locales';
import { siteRoutesSchema, type SiteRoute } from '@/lib/schemas/routes';
import type { Words } from '@/lib/words';

export type { SiteRoute } from '@/lib/schemas/routes';

/**
 * The site's indexable routes other than the articles, in the registry's order, for the sitemap: each with the date
 * its content last changed and whether it lists the articles (content/route-registry.ts).
 */
export const siteRoutes: readonly SiteRoute[] = parseContent(
  siteRoutesSchema,
  routeNames.map((name) => {
    const entry: RouteEntry = routeRegistry[name];
    return { path: serbianRoutes[name], updated: entry.updated, listsArticles: entry.listsArticles ?? false };
  }),
  { file: 'content/route-registry.ts', name: 'siteRoutes' },
);

/** The RSS feed of the articles, linked from every page's <head>. */
const serbianFeed = {
  path: '/feed.xml',
  title: 'Blog o estetskoj stomatologiji',
  description: 'Novi vodiči, saveti i ilustrativni primeri o Hollywood Smile-u, fasetama i krunicama.',
} as const;

export type Feed = Words<typeof serbianFeed>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const feedIn: ByLanguage<Feed> = { sr: serbianFeed, en: englishFeed };
export const feed: Feed = followPageLanguage('content/routes.ts › feed', feedIn);

/**
 * The clinic as a vCard 4.0 file ("Sačuvajte kontakt"), in each language (content/contact-card.ts), written at build time
 * by app/kontakt.vcf/route.ts and app/(en)/en/contact.vcf/route.ts.
 */
export const contactCardIn: ByLanguage<{ path: `/${string}.vcf` }> = { sr: { path: '/kontakt.vcf' }, en: { path: '/en/contact.vcf' } };
export const contactCard: { path: `/${string}.vcf` } = followPageLanguage('content/routes.ts › contactCard', contactCardIn);

/**
 * The registry's pages in the page's language (content/page-language.ts): "/cenovnik/" on a Serbian page,
 * "/en/prices/" on an English one. What links within the site reads these; content/route-registry.ts is the registry.
 */
export const routes: Readonly<Record<RouteName, `/${string}`>> = followPageLanguage('content/routes.ts › routes', localizedRoutes);

/** An article's page in the page's language. */
export const articlePath = (slug: string): string => articlePathIn(pageLanguage('content/routes.ts › articlePath'), slug);
