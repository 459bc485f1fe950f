import { ArticleCard } from '@/components/article-card';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { CategoryChips, type Chip } from '@/components/category-chips';
import { PageIntro } from '@/components/page-intro';
import { Pagination } from '@/components/pagination';
import { SiteFrame } from '@/components/site-frame';
import { BlogJsonLd } from '@/components/structured-data';
import { blogCategoryList, blogListCopyOf, type BlogListPage } from '@/content/blog-lists';
import type { Article } from '@/content/articles';
import { homeCopy } from '@/content/home-copy';
import { blogListCopy } from '@/content/pages';
import { routes } from '@/content/routes';

/**
 * A page of the blog's lists (spec §2 /blog, issue 25): the heading, the category chips, the grid of the page's
 * articles and, when the list has more than one page, the pagination bar. /blog/ is the first page of the list of
 * all articles; its further pages and the categories' lists render here too (app/(sr)/blog/[...path]/page.tsx).
 */
export function BlogList({ list }: { list: BlogListPage<Article> }) {
  const copy = blogListCopyOf(list);
  // The chip of the list on show: "page" on its first page, "true" (the current list) on a further one.
  const currentOf = (path: string, isOwn: boolean): Chip['current'] => (isOwn ? (list.path === path ? 'page' : 'true') : undefined);
  const chips: Chip[] = [
    { href: routes.blog, label: blogListCopy.allLabel, current: currentOf(routes.blog, !list.category) },
    ...blogCategoryList.map((category) => ({
      href: category.path,
      label: category.name,
      current: currentOf(category.path, list.category?.path === category.path),
    })),
  ];
  return (
    <SiteFrame currentPath={list.path}>
      <BreadcrumbJsonLd trail={copy.trail} />
      <BlogJsonLd list={list} name={copy.title} description={copy.description} />
      <PageIntro heading={copy.heading} lead={copy.lead} compact>
        {/* A blog without categories (none of its articles yet) shows no chips. */}
        {blogCategoryList.length > 0 && <CategoryChips label={blogListCopy.categoriesNavLabel} chips={chips} className="mt-6 sm:mt-8" />}
      </PageIntro>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-14 sm:px-6 sm:py-20 lg:px-8">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {list.items.map((article, index) => (
            <li key={article.slug}>
              {/* The first card's image is the page's largest paint on a phone: fetched at once. */}
              <ArticleCard article={article} readLabel={homeCopy.blog.readLabel} headingLevel="h2" priority={index === 0} titleFirst={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={list.page} pagePaths={list.pagePaths} />
      </div>
    </SiteFrame>
  );
}
