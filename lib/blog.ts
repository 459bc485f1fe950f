import matter from 'gray-matter';
import { ContentError, assertUnique, fieldReader } from '@/lib/content-check';
import { countWords, formatDisplayDate, readingTime } from '@/lib/format';
import { renderMarkdown, type ArticleHeading } from '@/lib/markdown';

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

export interface Article {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** Image key in the manifest: "blog/<slug>". */
  image: string;
  imageAlt: string;
  /** The dentist's display name. */
  author: string;
  /** ISO publication date, and its display form "15. Jan 2025". */
  date: string;
  displayDate: string;
  /** ISO date of the last change. */
  modified: string;
  /** "8 min", from the word count. */
  readTime: string;
  words: number;
  category: ArticleCategory;
  /** Display text such as "2.1k"; not counted (spec §3). */
  views: string;
  metaTitle: string;
  metaDescription: string;
  /** Comma-separated. */
  keywords: string;
  /** The body as HTML. */
  content: string;
  /** The body's `##` sections, for the table of contents (their ids are on the <h2>s of `content`). */
  headings: ArticleHeading[];
  featured: boolean;
}

export const ARTICLE_LIMITS = { metaDescription: 160, metaTitle: 70, excerpt: 220, minWords: 900 } as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One Markdown file with frontmatter -> a checked Article. `source` names the file in errors. */
export function parseArticle(source: string, slug: string, raw: string, author: string): Article {
  if (!SLUG_PATTERN.test(slug)) {
    throw new ContentError(source, 'slug', `the file name must be lowercase ASCII words joined by hyphens, got "${slug}"`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // A fresh object each time: gray-matter caches by content, and the data is mutated by no one.
    parsed = matter(raw, {});
  } catch (error) {
    throw new ContentError(source, 'frontmatter', `is not valid YAML (${(error as Error).message})`);
  }
  const field = fieldReader(source, parsed.data);
  const body = parsed.content.trim();

  const date = field.isoDate('date');
  const modified = field.isoDate('modified');
  if (modified < date) field.fail('modified', `must not be before date (${date}), got ${modified}`);

  const words = countWords(body);
  const rendered = renderMarkdown(body);
  if (words < ARTICLE_LIMITS.minWords) field.fail('content', `at least ${ARTICLE_LIMITS.minWords} words, got ${words}`);
  if (/^#\s/m.test(body)) field.fail('content', 'must not contain a level-1 heading ("# …"): the title is the page’s h1');

  const views = field.text('views');
  if (!/^\d+(?:[.,]\d+)?k?$/.test(views)) field.fail('views', `expected display text such as "2.1k" or "950", got "${views}"`);

  const keywords = field.text('keywords');
  if (keywords.split(',').some((keyword) => keyword.trim() === '')) field.fail('keywords', 'comma-separated phrases, none empty');

  return {
    id: field.wholeNumber('id'),
    slug,
    title: field.text('title', { max: 120 }),
    excerpt: field.text('excerpt', { max: ARTICLE_LIMITS.excerpt }),
    image: `blog/${slug}`,
    imageAlt: field.text('imageAlt', { max: 160 }),
    author,
    date,
    displayDate: formatDisplayDate(date),
    modified,
    readTime: readingTime(words),
    words,
    category: field.oneOf('category', articleCategories),
    views,
    metaTitle: field.text('metaTitle', { max: ARTICLE_LIMITS.metaTitle }),
    metaDescription: field.text('metaDescription', { max: ARTICLE_LIMITS.metaDescription }),
    keywords,
    content: rendered.html,
    headings: rendered.headings,
    featured: field.flag('featured'),
  };
}

/** The blog's order: newest first, then by id. Checks what only the whole set can show. */
export function orderArticles(articles: readonly Article[], sourceOf: (article: Article) => string): Article[] {
  assertUnique(articles, 'id', sourceOf);
  assertUnique(articles, 'slug', sourceOf);
  const featured = articles.filter((article) => article.featured);
  if (featured.length > 1) {
    throw new ContentError(sourceOf(featured[1]!), 'featured', `only one article may be featured; ${sourceOf(featured[0]!)} already is`);
  }
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/**
 * The articles to read next: the `count` others that share most with `article`, its category counting
 * more than a shared keyword; ties go to the newer article, then the slug. Deterministic, never the
 * article itself.
 */
export function relatedArticles<T extends Pick<Article, 'slug' | 'category' | 'keywords' | 'date'>>(
  article: T,
  all: readonly T[],
  count = 3,
): T[] {
  const keywordsOf = (entry: T) => new Set(entry.keywords.split(',').map((keyword) => keyword.trim().toLowerCase()));
  const own = keywordsOf(article);
  const score = (other: T) => (other.category === article.category ? 3 : 0) + [...keywordsOf(other)].filter((keyword) => own.has(keyword)).length;
  return all
    .filter((other) => other.slug !== article.slug)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score || b.other.date.localeCompare(a.other.date) || a.other.slug.localeCompare(b.other.slug))
    .slice(0, count)
    .map(({ other }) => other);
}

/** Spec §2, §9: the home page's blog teaser shows the featured post, then the next 9. */
export const TEASER_LIST_COUNT = 9;

/**
 * The home page's blog teaser: the featured article (the newest when none is marked), then the next
 * `count` in the blog's order, without it.
 */
export function blogTeaser<T extends Pick<Article, 'featured'>>(articles: readonly T[], count = TEASER_LIST_COUNT): { featured?: T; rest: T[] } {
  const featured = articles.find((article) => article.featured) ?? articles[0];
  return { featured, rest: articles.filter((article) => article !== featured).slice(0, count) };
}
