/**
 * The blog: every Markdown file in content/blog (see content/blog-format.md), checked and
 * rendered at build time. Server-only: it reads the files from disk.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { CONTENT_DIR } from '@/content/content-dir';
import { imageManifest } from '@/content/images';
import { resolveText } from '@/content/model';
import { site } from '@/content/site';
import { ContentError } from '@/lib/content-check';
import { missingImageProblem } from '@/lib/images';
import { orderArticles, parseArticle, type Article } from '@/lib/blog';

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

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
