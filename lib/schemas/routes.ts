/** The site's indexable routes other than the articles (content/routes.ts), for the sitemap. */
import { z } from 'zod';
import { isoDate, sitePath, uniqueBy } from '@/lib/schemas/fields';

export const siteRouteSchema = z.strictObject({
  path: sitePath,
  /** The ISO date the page's content last changed: the sitemap's lastmod. */
  updated: isoDate,
  /** Lists the articles, so it changes whenever one does. */
  listsArticles: z.boolean(),
});

export type SiteRoute = z.output<typeof siteRouteSchema>;

export const siteRoutesSchema = z.array(siteRouteSchema).min(1).superRefine(uniqueBy('path'));
