/** Per-route copy (content/pages.ts): the search-result title and description, the page heading and its lead. */
import { z } from 'zod';
import { text } from '@/lib/schemas/fields';

/** Search results cut a description after 160 characters. */
export const PAGE_DESCRIPTION_MAX = 160;

export const pageCopySchema = z.strictObject({
  /** The <title> (the layout appends " | brand"). */
  title: text(),
  /** The meta description. */
  description: text(PAGE_DESCRIPTION_MAX),
  heading: text(),
  lead: text(),
  /** A second-level heading some pages need (visually hidden where the design shows none). */
  stripHeading: text().optional(),
});

export type PageCopy = z.output<typeof pageCopySchema>;

/**
 * content/data/pages.json: the copy of each page whose words are the clinic's (the route registry says which:
 * content/route-registry.ts; content/pages.ts checks that each is here and no other), and of the 404 page. The
 * gallery's has its strip heading.
 */
export const pagesSchema = z.object({ gallery: pageCopySchema.extend({ stripHeading: text() }), notFound: pageCopySchema }).catchall(pageCopySchema);
