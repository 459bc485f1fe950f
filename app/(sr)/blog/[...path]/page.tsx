import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { articleAlternates, articleCategoryName, articles, findArticle } from '@/content/articles';
import { ArticlePage } from '@/components/article-page';
import { blogListCopyOf, blogLists, findBlogList } from '@/content/blog-lists';
import { BlogList } from '@/components/blog-list';
import { pageMetadata } from '@/content/metadata';
import { articlePath, blogPathOf, blogSegments, routes } from '@/lib/routes';

/**
 * Every page below /blog/: the articles ("/blog/<slug>/", spec §2) and the blog's further list pages (issue 25:
 * "/blog/strana/2/", "/blog/kategorija/<slug>/", lib/routes.ts). One catch-all, because Next's static export
 * refuses a dynamic route without pages, which "/blog/strana/[n]/" would be while the blog fits on one page.
 * Only these exist; any other address below /blog/ is a 404, which sends the visitor to /blog/ (spec §2, §8).
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return [...articles.map(({ slug }) => articlePath(slug)), ...blogLists.map((list) => list.path).filter((path) => path !== routes.blog)].map((path) => ({
    path: blogSegments(path),
  }));
}

interface BlogPageProps {
  params: Promise<{ path: string[] }>;
}

/** The article or list page at the params' address. */
async function pageAt(params: BlogPageProps['params']) {
  const segments = (await params).path;
  return { article: segments.length === 1 ? findArticle(segments[0]!) : undefined, list: findBlogList(blogPathOf(segments)) };
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  const { article, list } = await pageAt(params);
  if (list) {
    const { title, description } = blogListCopyOf(list);
    return pageMetadata({ title, description, path: list.path });
  }
  if (!article) return {};
  return pageMetadata({
    title: article.metaTitle,
    absoluteTitle: true,
    description: article.metaDescription,
    path: articlePath(article.slug),
    alternates: articleAlternates(article.id),
    keywords: article.keywords.split(',').map((keyword) => keyword.trim()),
    article: { publishedTime: article.date, modifiedTime: article.modified, section: articleCategoryName(article.category), author: article.author },
  });
}

export default async function BlogSubPage({ params }: BlogPageProps) {
  const { article, list } = await pageAt(params);
  if (list) return <BlogList list={list} />;
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
