import matter from 'gray-matter';
import { ContentError, assertUnique, parseContent, parseDataFile } from '@/lib/content-check';
import { countWords, formatDisplayDate, readingTime } from '@/lib/format';
import { renderMarkdown, type ArticleHeading } from '@/lib/markdown';
import { englishPersonName, formatDisplayDateEnglish } from '@/lib/english';
import {
  articleBodySchema,
  hasNoWords,
  articleFrontmatterSchema,
  articleSlugSchema,
  articleTranslationSchema,
  type ArticleFrontmatter,
} from '@/lib/schemas/article';
import { mapSiteLinks } from '@/lib/translation';
import { normaliseSerbianMarkdown } from '@/lib/typography';

export { ARTICLE_LIMITS, articleCategories, type ArticleCategory } from '@/lib/schemas/article';

/** An article as the pages use it: its frontmatter (lib/schemas/article.ts) and what the build computes. */
export interface Article extends ArticleFrontmatter {
  /** For Google and the browser's tab: the frontmatter's own, or else the article's title. */
  metaTitle: string;
  slug: string;
  /** Image key in the manifest: "blog/<slug>". */
  image: string;
  /** The dentist's display name. */
  author: string;
  /** "15. Jan 2025", from `date`. */
  displayDate: string;
  /** `modified` in the same form: the page says when an article was last brought up to date (its links may name later articles). */
  displayModified: string;
  /** "8 min", from the word count. */
  readTime: string;
  words: number;
  /** The body as HTML. */
  content: string;
  /** The body's `##` sections, for the table of contents (their ids are on the <h2>s of `content`). */
  headings: ArticleHeading[];
}

/** One Markdown file with frontmatter -> a checked Article. `source` names the file in errors. */
/**
 * Resolves the model references in one text of an article (content/model.ts resolveText): `field` names the
 * frontmatter field, or is empty for the body, which starts on file line `firstLine`.
 */
export type ArticleTextResolver = (text: string, where: { field: string; firstLine?: number; markdown: boolean; sources?: boolean }) => string;

const unresolved: ArticleTextResolver = (text) => text;

export function parseArticle(source: string, slug: string, raw: string, author: string, resolve: ArticleTextResolver = unresolved): Article {
  parseContent(articleSlugSchema, slug, { file: source, name: 'slug' });
  const { data, content, firstLine } = readMatter(source, raw);
  const frontmatter = parseDataFile(articleFrontmatterSchema, resolveFields(data, resolve), { file: source });
  // The body in the house style's typography (pasted quotes and spaces; its code and links as written), as the frontmatter.
  const markdown = normaliseSerbianMarkdown(content);
  const body = parseContent(articleBodySchema, resolve(markdown, { field: '', firstLine, markdown: true }), { file: source, name: 'content', path: ['body'] });
  const words = countWords(body);
  const rendered = renderMarkdown(body);
  return {
    ...frontmatter,
    metaTitle: frontmatter.metaTitle ?? frontmatter.title,
    slug,
    image: frontmatter.image ?? `blog/${slug}`,
    author,
    displayDate: formatDisplayDate(frontmatter.date),
    displayModified: formatDisplayDate(frontmatter.modified),
    readTime: readingTime(words),
    words,
    content: rendered.html,
    headings: rendered.headings,
  };
}

/** A file's frontmatter and body, or a ContentError naming the file when its YAML is malformed. */
function readMatter(source: string, raw: string): { data: Record<string, unknown>; content: string; firstLine: number } {
  try {
    // A fresh object each time: gray-matter caches by content, and the data is mutated by no one.
    const parsed = matter(raw, {});
    return { data: parsed.data, content: parsed.content, firstLine: raw.slice(0, raw.length - parsed.content.length).split('\n').length };
  } catch (error) {
    throw new ContentError(source, 'frontmatter', `zaglavlje članka nije ispravan YAML (${(error as Error).message})`, [], { file: source, path: [] });
  }
}

/** The references in the frontmatter's text fields become their values before a schema counts characters. */
function resolveFields(data: Record<string, unknown>, resolve: ArticleTextResolver): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([field, value]) => [field, typeof value === 'string' ? resolve(value, { field, markdown: false, sources: false }) : value]),
  );
}

/**
 * An article in English (issue 27): the words of its translation file over the Serbian article (`original`), whose
 * id, date, category and picture it keeps. Its references render in English (`resolve`), its links to the site's
 * pages go to their English twins (`twinOf`), and its text is not put through the Serbian typography.
 */
export function parseArticleTranslation(
  source: string,
  raw: string,
  original: Article,
  resolve: ArticleTextResolver,
  twinOf: (path: string) => string | undefined,
): Article {
  const { data, content, firstLine } = readMatter(source, raw);
  const words = parseContent(articleTranslationSchema, resolveFields(data, resolve) as never, { file: source });
  const body = parseContent(articleBodySchema, mapSiteLinks(resolve(content, { field: '', firstLine, markdown: true }), twinOf), {
    file: source,
    name: 'content',
    path: ['body'],
  });
  const count = countWords(body);
  const rendered = renderMarkdown(body);
  return {
    ...original,
    ...words,
    metaTitle: words.metaTitle ?? words.title,
    displayDate: formatDisplayDateEnglish(original.date),
    displayModified: formatDisplayDateEnglish(original.modified),
    author: englishPersonName(original.author),
    readTime: readingTime(count),
    words: count,
    content: rendered.html,
    headings: rendered.headings,
  };
}

/** Whether a translation's file holds no words yet (lib/schemas/article.ts hasNoWords): the article is not in its language. */
export function isUntranslated(raw: string): boolean {
  const { data, content } = matter(raw, {});
  return hasNoWords(data, content);
}

/** The blog's order: newest first, then by id. Checks what only the whole set can show. */
export function orderArticles(articles: readonly Article[], sourceOf: (article: Article) => string): Article[] {
  const nameOf = (article: Article) => `članku „${article.title}“`;
  assertUnique(articles, 'id', sourceOf, nameOf);
  assertUnique(articles, 'slug', sourceOf, nameOf);
  // Two articles of one title would read as one in the blog, in Google and in the feed.
  assertUnique(articles, 'title', sourceOf, nameOf);
  const featured = articles.filter((article) => article.featured);
  if (featured.length > 1) {
    const [earlier, later] = featured as [Article, Article];
    throw new ContentError(
      sourceOf(later),
      'featured',
      `samo jedan članak može biti izdvojen, a već je izdvojen „${earlier.title}“ (${sourceOf(earlier)}): isključite „Izdvojen članak“ u jednom od njih`,
      [],
      { file: sourceOf(later), path: ['featured'] },
    );
  }
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
}

/**
 * An article's keywords as a set, split once per keywords text: every article page compares its own with every
 * other article's, which with 200 articles is 40.000 comparisons per build (issue 25).
 */
const keywordSets = new Map<string, ReadonlySet<string>>();
function keywordsOf(entry: Pick<Article, 'keywords'>): ReadonlySet<string> {
  let set = keywordSets.get(entry.keywords);
  if (!set) keywordSets.set(entry.keywords, (set = new Set(entry.keywords.split(',').map((keyword) => keyword.trim().toLowerCase()))));
  return set;
}

/**
 * The articles to read next: the `count` others that share most with `article`, its category counting
 * more than a shared keyword; ties go to the newer article, then the slug. Deterministic, never the
 * article itself.
 */
export function relatedArticles<T extends Pick<Article, 'slug' | 'category' | 'keywords' | 'date'>>(article: T, all: readonly T[], count = 3): T[] {
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
