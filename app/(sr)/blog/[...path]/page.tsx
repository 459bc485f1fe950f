import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/components/article-page';
import { BlogList } from '@/components/blog-list';
import { blogSubPageAt, blogSubPageMetadata, blogSubPageParams } from '@/content/blog-pages';

/**
 * Every page below /blog/: the articles ("/blog/<slug>/", spec §2) and the blog's further list pages (issue 25:
 * "/blog/strana/2/", "/blog/kategorija/<slug>/", lib/routes.ts). One catch-all, because Next's static export
 * refuses a dynamic route without pages, which "/blog/strana/[n]/" would be while the blog fits on one page.
 * Only these exist; any other address below /blog/ is a 404, which sends the visitor to /blog/ (spec §2, §8).
 */
export const dynamicParams = false;

export const generateStaticParams = () => blogSubPageParams('sr');

interface BlogPageProps {
  params: Promise<{ path: string[] }>;
}

export async function generateMetadata({ params }: BlogPageProps): Promise<Metadata> {
  return blogSubPageMetadata('sr', (await params).path);
}

export default async function BlogSubPage({ params }: BlogPageProps) {
  const { article, list } = blogSubPageAt('sr', (await params).path);
  if (list) return <BlogList list={list} />;
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
