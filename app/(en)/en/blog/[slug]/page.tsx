import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticlePage } from '@/components/article-page';
import { articleAlternates, articlesIn, findArticle } from '@/content/articles';
import { englishArticleCategoryNames } from '@/content/en/copy';
import { pageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';
import { articlePathIn } from '@/lib/locales';

/**
 * The English articles (issue 27): "/en/blog/<English slug>/", each the translation of a Serbian article
 * (content/en/blog/). Only these exist; any other address below /en/blog/ is a 404, which sends the visitor to
 * /en/blog/ as the Serbian 404 sends to /blog/.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  return articlesIn.en.map(({ slug }) => ({ slug }));
}

interface EnglishArticleProps {
  params: Promise<{ slug: string }>;
}

/** Outside a render, so the language is named: the English article at a slug. */
const englishArticle = (slug: string) => articlesIn.en.find((article) => article.slug === slug);

export async function generateMetadata({ params }: EnglishArticleProps): Promise<Metadata> {
  const article = englishArticle((await params).slug);
  if (!article) return {};
  return pageMetadata(
    {
      title: article.metaTitle,
      absoluteTitle: true,
      description: article.metaDescription,
      path: articlePathIn('en', article.slug),
      alternates: articleAlternates(article.id),
      keywords: article.keywords.split(',').map((keyword) => keyword.trim()),
      article: { publishedTime: article.date, modifiedTime: article.modified, section: englishArticleCategoryNames[article.category], author: article.author },
    },
    'en',
  );
}

export default async function EnglishArticle({ params }: EnglishArticleProps) {
  setPageLanguage('en');
  const article = findArticle((await params).slug);
  if (!article) notFound();
  return <ArticlePage article={article} />;
}
