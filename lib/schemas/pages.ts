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

/** One entry per route (the articles have their own, in their frontmatter). */
export const pagesSchema = z.strictObject({
  home: pageCopySchema,
  priceList: pageCopySchema,
  gallery: pageCopySchema.extend({ stripHeading: text() }),
  faq: pageCopySchema,
  risks: pageCopySchema,
  sources: pageCopySchema,
  blog: pageCopySchema,
  notFound: pageCopySchema,
});
