/**
 * An article: content/blog/<slug>.md, its file name (the slug), its frontmatter and its Markdown body
 * (the format is content/blog-format.md). lib/blog.ts reads a file through these and computes the rest.
 */
import { z } from 'zod';
import { countOf, describeValue } from '@/lib/content-issues';
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
  error: (issue) => `naziv fajla: samo mala slova bez kvačica i reči spojene crticom, a sada je ${describeValue(issue.input)}`,
});

/** The frontmatter's fields. */
const articleFrontmatterFields = {
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
  views: text().regex(/^\d+(?:[.,]\d+)?k?$/, { error: (issue) => `očekuje se tekst poput "2.1k" ili "950", a upisano je ${describeValue(issue.input)}` }),
  /** The title in Google's results and the browser's tab; without it, the article's title (lib/blog.ts). */
  metaTitle: text(ARTICLE_LIMITS.metaTitle).optional(),
  metaDescription: text(ARTICLE_LIMITS.metaDescription),
  /** Comma-separated phrases. */
  keywords: text().refine(
    (keywords) => keywords.split(',').every((keyword) => keyword.trim() !== ''),
    'reči odvojene zarezom, bez praznog mesta između dva zareza',
  ),
  /** One article at most (lib/blog.ts orderArticles). */
  featured: z.boolean().default(false),
};

/** `modified` not before `date`. */
function modifiedNotBeforeDate({ date, modified }: { date: string; modified: string }, context: z.RefinementCtx<{ date: string; modified: string }>) {
  if (modified < date)
    context.addIssue({ code: 'custom', path: ['modified'], input: modified, message: `ne sme biti pre datuma objave (${date}), a upisano je ${modified}` });
}

export const articleFrontmatterSchema = z.strictObject(articleFrontmatterFields).superRefine(modifiedNotBeforeDate);

export type ArticleFrontmatter = z.output<typeof articleFrontmatterSchema>;

/** No level-1 heading in the body: the title is the page's h1. */
function noTopHeading(body: string, context: z.RefinementCtx<string>) {
  if (/^#\s/m.test(body)) context.addIssue({ code: 'custom', input: body, message: 'bez naslova sa jednim # („# …“): naslov članka je jedini takav naslov' });
}

/** The Markdown under the frontmatter, trimmed. */
export const articleBodySchema = z
  .string()
  .trim()
  .superRefine((body, context) => {
    const words = countWords(body);
    if (words < ARTICLE_LIMITS.minWords) {
      context.addIssue({ code: 'custom', input: body, message: `najmanje ${countOf(ARTICLE_LIMITS.minWords, 'reč', 'reči', 'reči')}, a ima ${words}` });
    }
    noTopHeading(body, context);
  });

/**
 * An article as the editor holds it before saving: the frontmatter's fields and, when given, the body (`body`).
 * The body's word count is the build's to check: its references ({plan:…}) count only once resolved.
 */
export const articleEntrySchema = z
  .strictObject({ ...articleFrontmatterFields, body: z.string().trim().superRefine(noTopHeading).optional() })
  .superRefine(modifiedNotBeforeDate);

/**
 * An article's translation (issue 27): content/blog/<language>/<Serbian file name>.md holds the words only, with its
 * own slug; the number, date, category, picture and the rest stay in the Serbian file, which the file name pairs it
 * with (docs/architecture.md).
 */
const articleTranslationFields = {
  slug: articleSlugSchema,
  title: articleFrontmatterFields.title,
  excerpt: articleFrontmatterFields.excerpt,
  /** As in Serbian: without it, the translation's own title. */
  metaTitle: articleFrontmatterFields.metaTitle,
  metaDescription: articleFrontmatterFields.metaDescription,
  keywords: articleFrontmatterFields.keywords,
  imageAlt: articleFrontmatterFields.imageAlt,
};

export const articleTranslationSchema = z.strictObject(articleTranslationFields);

/** A translation as the editor holds it before saving: its words and, when given, the body (`body`). */
export const articleTranslationEntrySchema = z.strictObject({
  ...articleTranslationFields,
  body: z.string().trim().superRefine(noTopHeading).optional(),
});

/** The translation's fields that hold words: a translation with none of them, body included, is not written yet. */
export const ARTICLE_TRANSLATION_WORDS: readonly string[] = [...Object.keys(articleTranslationFields), 'body'];

/**
 * Whether a translation holds no words yet (its frontmatter's data, its body): every field of words empty. The editor
 * writes such a file for an article whose other language's column was left empty; the article is then not in that
 * language.
 */
export function hasNoWords(data: Record<string, unknown>, body: string): boolean {
  const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
  return body.trim() === '' && ARTICLE_TRANSLATION_WORDS.every((field) => field === 'body' || blank(data[field]));
}

export type ArticleTranslation = z.output<typeof articleTranslationSchema>;
