import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageIntro } from '@/components/page-intro';
import { articles, findArticle } from '@/content/articles';
import { pageMetadata } from '@/lib/metadata';

// Only the known articles exist; any other slug is a 404 on the static host (spec §2, §8).
export const dynamicParams = false;

export function generateStaticParams() {
  return articles.map(({ slug }) => ({ slug }));
}

interface ArticlePageProps {
  params: Promise<{ slug: string }>;
}

export async function generateMetadata({ params }: ArticlePageProps): Promise<Metadata> {
  const article = findArticle((await params).slug);
  if (!article) return {};
  return pageMetadata({ title: article.metaTitle, description: article.metaDescription, path: `/blog/${article.slug}` });
}

export default async function ArticlePage({ params }: ArticlePageProps) {
  const article = findArticle((await params).slug);
  if (!article) notFound();
  return (
    <article>
      <PageIntro heading={article.title} />
    </article>
  );
}
