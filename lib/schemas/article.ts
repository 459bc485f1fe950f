/**
 * An article: content/blog/<slug>.md, its file name (the slug), its frontmatter and its Markdown body
 * (the format is content/blog-format.md). lib/blog.ts reads a file through these and computes the rest.
 */
import { z } from 'zod';
import { describeValue } from '@/lib/content-issues';
import { countWords } from '@/lib/format';
import { contentImage, text, wholeNumber, yamlDate } from '@/lib/schemas/fields';

/** Article categories (spec §3). */
export const articleCategories = [
  'Estetska Stomatologija',
  'Cenovnik',
  'Održavanje',
  'Testimonijali',
  'Procena',
  'Saveti',
  'Materijali',
  'Vodič',
  'Nega Zuba',
  'Finansije',
] as const;

export type ArticleCategory = (typeof articleCategories)[number];

/** Search results cut a description after 160 characters and a title after about 70 (spec §3). */
export const ARTICLE_LIMITS = { metaDescription: 160, metaTitle: 70, excerpt: 220, minWords: 900 } as const;

/** The file name without ".md": the URL's last segment. */
export const articleSlugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: (issue) => `the file name must be lowercase ASCII words joined by hyphens, got ${describeValue(issue.input)}`,
});

export const articleFrontmatterSchema = z
  .strictObject({
    id: wholeNumber,
    /** At most 120 characters: the longest title the share image fits in four lines (lib/share-images.ts). */
    title: text(120),
    excerpt: text(ARTICLE_LIMITS.excerpt),
    imageAlt: text(160),
    /** The hero picture uploaded through /admin/; without it, the artwork blog/<slug>. */
    image: contentImage.optional(),
    /** Publication date; shown as "15. Jan 2025". */
    date: yamlDate,
    /** The last change, not before `date`. */
    modified: yamlDate,
    category: z.enum(articleCategories),
    /** Display text such as "2.1k"; not counted (spec §3). */
    views: text().regex(/^\d+(?:[.,]\d+)?k?$/, { error: (issue) => `expected display text such as "2.1k" or "950", got ${describeValue(issue.input)}` }),
    metaTitle: text(ARTICLE_LIMITS.metaTitle),
    metaDescription: text(ARTICLE_LIMITS.metaDescription),
    /** Comma-separated phrases. */
    keywords: text().refine((keywords) => keywords.split(',').every((keyword) => keyword.trim() !== ''), 'comma-separated phrases, none empty'),
    /** One article at most (lib/blog.ts orderArticles). */
    featured: z.boolean().default(false),
  })
  .superRefine(({ date, modified }, context) => {
    if (modified < date)
      context.addIssue({ code: 'custom', path: ['modified'], input: modified, message: `must not be before date (${date}), got ${modified}` });
  });

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

/** The Markdown under the frontmatter, trimmed. */
export const articleBodySchema = z
  .string()
  .trim()
  .superRefine((body, context) => {
    const words = countWords(body);
    if (words < ARTICLE_LIMITS.minWords) context.addIssue({ code: 'custom', input: body, message: `at least ${ARTICLE_LIMITS.minWords} words, got ${words}` });
    if (/^#\s/m.test(body))
      context.addIssue({ code: 'custom', input: body, message: 'must not contain a level-1 heading ("# …"): the title is the page’s h1' });
  });
