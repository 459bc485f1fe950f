import { ArticleCard } from '@/components/article-card';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { BlogJsonLd } from '@/components/structured-data';
import { articles } from '@/content/articles';
import { homeCopy } from '@/content/home-copy';
import { articleCopy, pages } from '@/content/pages';
import { pageMetadata } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata({ ...pages.blog, path: routes.blog });

/** All 17 posts in a grid (spec §2). */
export default function BlogPage() {
  return (
    <SiteFrame currentPath={routes.blog}>
      <BreadcrumbJsonLd trail={[{ name: articleCopy.breadcrumbBlog, path: routes.blog }]} />
      <BlogJsonLd />
      <PageIntro heading={pages.blog.heading} lead={pages.blog.lead} />
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {articles.map((article, index) => (
            <li key={article.slug}>
              {/* The first card's image is the page's largest paint on a phone: fetched at once. */}
              <ArticleCard article={article} readLabel={homeCopy.blog.readLabel} headingLevel="h2" priority={index === 0} />
            </li>
          ))}
        </ul>
      </div>
    </SiteFrame>
  );
}
