/**
 * The blog: every Markdown file in content/blog (see content/blog-format.md), checked and
 * rendered at build time. Server-only: it reads the files from disk.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import matter from 'gray-matter';
import path from 'node:path';
import { CONTENT_DIR } from '@/content/content-dir';
import { imageManifest } from '@/content/images';
import { resolveText } from '@/content/model';
import { site } from '@/content/site';
import { ContentError } from '@/lib/content-check';
import { missingImageProblem } from '@/lib/images';
import { orderArticles, parseArticle, parseArticleTranslation, type Article } from '@/lib/blog';
import { localizedRoutes, routeNameOf, type Locale } from '@/lib/locales';
import { articlePath } from '@/lib/routes';

export type { Article } from '@/lib/blog';

const BLOG_DIR = path.join(CONTENT_DIR, 'blog');

function sourceOf(article: Pick<Article, 'slug'>): string {
  return `content/blog/${article.slug}.md`;
}

function loadArticles(): Article[] {
  const files = readdirSync(BLOG_DIR).filter((name) => name.endsWith('.md'));
  const parsed = files.map((name) => {
    const slug = name.slice(0, -'.md'.length);
    const file = `content/blog/${name}`;
    const raw = readFileSync(path.join(BLOG_DIR, name), 'utf8');
    return parseArticle(file, slug, raw, site.dentist.name, (text, { field, firstLine, markdown }) =>
      resolveText(text, { file, field, path: [field || 'body'], firstLine, fileText: raw }, { markdown }),
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
export const articles: readonly Article[] = loadArticles();

const ENGLISH_BLOG_DIR = path.join(CONTENT_DIR, 'en', 'blog');

/**
 * The articles in English (issue 27): content/en/blog/<Serbian file name>.md over each Serbian article. An article not
 * yet translated is not in English. Until the editor edits English (docs/architecture.md "Two languages"), what the
 * clinic does to a Serbian article must not break the English build: the translation of a deleted article is left
 * out, and an English link to it keeps only its words.
 */
function loadEnglishArticles(): Article[] {
  // A content folder without translations (the frozen launch copy of tests/launch/) has no English articles.
  if (!existsSync(ENGLISH_BLOG_DIR)) return [];
  const originals = new Map(articles.map((article) => [`${article.slug}.md`, article]));
  const raws = readdirSync(ENGLISH_BLOG_DIR)
    .filter((name) => name.endsWith('.md') && originals.has(name))
    .map((name) => ({ name, file: `content/en/blog/${name}`, raw: readFileSync(path.join(ENGLISH_BLOG_DIR, name), 'utf8') }));
  // Links to other articles go to their English twins: each translation's slug, read before any body is rendered.
  const englishSlugs = new Map(
    raws.map(({ name, raw }) => {
      const { slug } = matter(raw, {}).data as { slug?: unknown };
      return [name.slice(0, -'.md'.length), typeof slug === 'string' ? slug : undefined];
    }),
  );
  const twinOf = (serbianPath: string) => {
    const route = routeNameOf(serbianPath);
    if (route) return localizedRoutes.en[route];
    const slug = /^\/blog\/([^/]+)\/$/.exec(serbianPath)?.[1];
    if (slug === undefined) return serbianPath;
    if (!originals.has(`${slug}.md`)) return undefined;
    const english = englishSlugs.get(slug);
    return english ? `${localizedRoutes.en.blog}${english}/` : serbianPath;
  };
  const translated = raws.map(({ name, file, raw }) =>
    parseArticleTranslation(
      file,
      raw,
      originals.get(name)!,
      (text, { field, firstLine, markdown }) => resolveText(text, { file, field, path: [field || 'body'], firstLine, fileText: raw }, { markdown }, 'en'),
      twinOf,
    ),
  );
  return orderArticles(translated, (article) => `content/en/blog/${articles.find((original) => original.id === article.id)!.slug}.md`);
}

let english: readonly Article[] | undefined;

/** The articles in each language, newest first; the English read on first use. */
export const articlesIn: Record<Locale, readonly Article[]> = {
  sr: articles,
  get en() {
    return (english ??= loadEnglishArticles());
  },
};

/** An article's address in a language: "/blog/<slug>/" in Serbian, "/en/blog/<slug>/" in English. */
export const articlePathIn = (locale: Locale, slug: string) => (locale === 'sr' ? articlePath(slug) : `${localizedRoutes[locale].blog}${slug}/`);

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
