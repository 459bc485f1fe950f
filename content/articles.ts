/**
 * The blog: every Markdown file in content/blog/sr/ (see content/blog-format.md), and its translations in the other
 * languages' folders, checked and rendered at build time. Server-only: it reads the files from disk.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import { CONTENT_DIR } from '@/content/content-dir';
import { imageManifest } from '@/content/images';
import { resolveText } from '@/content/model';
import { englishArticleCategoryNames } from '@/content/en/copy';
import { followPageLanguage, pageLanguage } from '@/content/page-language';
import { siteIn } from '@/content/site';
import { ContentError } from '@/lib/content-check';
import { missingImageProblem } from '@/lib/images';
import { isUntranslated, orderArticles, parseArticle, parseArticleTranslation, type Article, type ArticleCategory } from '@/lib/blog';
import { localizedRoutes, routeNameOf } from '@/content/route-registry';
import { DEFAULT_LOCALE, alternatesOf, articlePathIn, type Alternate, type Locale } from '@/lib/locales';
import { articleFileIn } from '@/lib/blog-files';

export type { Article } from '@/lib/blog';

/** A language's folder of the blog on disk (content/blog/<language>/). */
const blogDirIn = (locale: Locale) => path.join(CONTENT_DIR, path.relative('content', articleFileIn(locale, '')));
const BLOG_DIR = blogDirIn(DEFAULT_LOCALE);

function sourceOf(article: Pick<Article, 'slug'>): string {
  return articleFileIn(DEFAULT_LOCALE, `${article.slug}.md`);
}

function loadArticles(): Article[] {
  const files = readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md'));
  const parsed = files.map((name) => {
    const slug = name.slice(0, -'.md'.length);
    const file = articleFileIn(DEFAULT_LOCALE, name);
    const raw = readFileSync(path.join(BLOG_DIR, name), 'utf8');
    return parseArticle(file, slug, raw, siteIn[DEFAULT_LOCALE].dentist.name, (text, { field, firstLine, markdown, sources }) =>
      resolveText(text, { file, field, path: [field || 'body'], firstLine, fileText: raw }, { markdown, sources }),
    );
  });
  // A new article (written through /admin/) needs its picture: an upload, or artwork made for its slug.
  const pictureless = parsed.find((article) => !imageManifest[article.image]);
  if (pictureless) {
    throw new ContentError(sourceOf(pictureless), 'image', missingImageProblem(pictureless.image), [], { file: sourceOf(pictureless), path: ['image'] });
  }
  return orderArticles(parsed, sourceOf);
}

/** All articles in their order of appearance (newest first). */
const serbianArticles: readonly Article[] = loadArticles();

const ENGLISH_BLOG_DIR = blogDirIn('en');

/**
 * The articles in English (issue 27): content/blog/en/<Serbian file name>.md over each Serbian article, both edited
 * side by side in /admin/. An article not yet translated (no file, or a file without words: lib/blog.ts
 * isUntranslated) is not in English; the translation of a deleted article is left out, and an English link to it
 * keeps only its words.
 */
/** The English translations that have a Serbian original and words: file name, path and text. */
function englishSources() {
  // A content folder without translations (the frozen launch copy of tests/launch/) has no English articles.
  if (!existsSync(ENGLISH_BLOG_DIR)) return [];
  const originals = new Set(serbianArticles.map((article) => `${article.slug}.md`));
  return readdirSync(ENGLISH_BLOG_DIR)
    .filter((name) => name.endsWith('.md') && originals.has(name))
    .map((name) => ({ name, file: articleFileIn('en', name), raw: readFileSync(path.join(ENGLISH_BLOG_DIR, name), 'utf8') }))
    .filter(({ raw }) => !isUntranslated(raw));
}

let englishSlugs: Map<string, string | undefined> | undefined;

/**
 * A Serbian page's English twin: "/cenovnik/" → "/en/prices/", an article to its translation. The path unchanged
 * where there is no English yet (an article not translated), undefined where the page is gone (a deleted article).
 * Each translation's slug is read from its frontmatter, before any body is rendered.
 */
export function englishTwinOf(serbianPath: string): string | undefined {
  const route = routeNameOf(serbianPath);
  if (route) return localizedRoutes.en[route];
  const slug = /^\/blog\/([^/]+)\/$/.exec(serbianPath)?.[1];
  if (slug === undefined) return serbianPath;
  if (!serbianArticles.some((article) => article.slug === slug)) return undefined;
  englishSlugs ??= new Map(
    englishSources().map(({ name, raw }) => {
      const { slug: english } = matter(raw, {}).data as { slug?: unknown };
      return [name.slice(0, -'.md'.length), typeof english === 'string' ? english : undefined];
    }),
  );
  const english = englishSlugs.get(slug);
  return english ? `${localizedRoutes.en.blog}${english}/` : serbianPath;
}

function loadEnglishArticles(): Article[] {
  const originals = new Map(serbianArticles.map((article) => [`${article.slug}.md`, article]));
  const raws = englishSources();
  const twinOf = englishTwinOf;
  const translated = raws.map(({ name, file, raw }) =>
    parseArticleTranslation(
      file,
      raw,
      originals.get(name)!,
      (text, { field, firstLine, markdown, sources }) =>
        resolveText(text, { file, field, path: [field || 'body'], firstLine, fileText: raw }, { markdown, sources }, 'en'),
      twinOf,
    ),
  );
  return orderArticles(translated, (article) => articleFileIn('en', `${serbianArticles.find((original) => original.id === article.id)!.slug}.md`));
}

let english: readonly Article[] | undefined;

/** The articles in each language, newest first; the English read on first use. */
export const articlesIn: Record<Locale, readonly Article[]> = {
  sr: serbianArticles,
  get en() {
    return (english ??= loadEnglishArticles());
  },
};

/** The articles in the page's language (content/page-language.ts). */
export const articles: readonly Article[] = followPageLanguage('content/articles.ts › articles', articlesIn);

/** The article at `slug` in the page's language. */
export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** An article category's name in a language (the Serbian name is the category itself). */
export const articleCategoryNameIn = (locale: Locale, category: ArticleCategory): string =>
  locale === 'sr' ? category : englishArticleCategoryNames[category];

/** An article category's name in the page's language. */
export const articleCategoryName = (category: ArticleCategory): string =>
  articleCategoryNameIn(pageLanguage('content/articles.ts › articleCategoryName'), category);

/** An article's versions: one per language it is written in (lib/locales.ts `alternatesOf`), by its id. */
export const articleAlternates = (id: number): Alternate[] =>
  alternatesOf((locale) => {
    const version = articlesIn[locale].find((article) => article.id === id);
    return version && articlePathIn(locale, version.slug);
  });
