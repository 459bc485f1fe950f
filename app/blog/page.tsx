import { ArticleCard } from '@/components/article-card';
import { JsonLd } from '@/components/json-ld';
import { PageIntro } from '@/components/page-intro';
import { articles } from '@/content/articles';
import { homeCopy } from '@/content/home-copy';
import { articleCopy, pages } from '@/content/pages';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata({ ...pages.blog, path: '/blog' });

/** All 17 posts in a grid (spec §2). */
export default function BlogPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(
          [
            { name: articleCopy.breadcrumbHome, path: '/' },
            { name: articleCopy.breadcrumbBlog, path: '/blog' },
          ],
          site.url,
        )}
      />
      <PageIntro heading={pages.blog.heading} lead={pages.blog.lead} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} readLabel={homeCopy.blog.readLabel} headingLevel="h2" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
