import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/components/article-page';
import { BlogList } from '@/components/blog-list';
import { blogSubPageAt, blogSubPageMetadata, blogSubPageParams } from '@/content/blog-pages';
import { setPageLanguage } from '@/content/page-language';

/**
 * Every page below /en/blog/ (issue 27): the English articles ("/en/blog/<English slug>/", each the translation of a
 * Serbian article, content/blog/en/) and the English blog's further list pages ("/en/blog/category/tips/",
 * "/en/blog/page/2/"). Only these exist; any other address below /en/blog/ is a 404, which sends the visitor to
 * /en/blog/ as the Serbian 404 sends to /blog/.
 */
export const dynamicParams = false;

export const generateStaticParams = () => blogSubPageParams('en');

interface EnglishBlogPageProps {
  params: Promise<{ path: string[] }>;
}

export async function generateMetadata({ params }: EnglishBlogPageProps): Promise<Metadata> {
  return blogSubPageMetadata('en', (await params).path);
}

export default async function EnglishBlogSubPage({ params }: EnglishBlogPageProps) {
  setPageLanguage('en');
  const { article, list } = blogSubPageAt('en', (await params).path);
  if (list) return <BlogList list={list} />;
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
