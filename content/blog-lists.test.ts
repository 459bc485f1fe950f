/**
 * The blog's list pages on today's content (issue 25), in each language (issue 27): derived from the articles, so
 * any edit in /admin/ keeps this green. The pagination logic with many articles: lib/pagination.test.ts and
 * lib/blog-lists.test.ts.
 */
import { articleCategoryNameIn, articlesIn } from '@/content/articles';
import { BLOG_PAGE_SIZE, blogListAlternates, blogListCopyOf, blogListsIn, findBlogListIn } from '@/content/blog-lists';
import { articleCategories, type ArticleCategory } from '@/lib/blog';
import { localizedRoutes } from '@/content/route-registry';
import { localeCodes } from '@/lib/locales';
import { pageCount } from '@/lib/pagination';

describe('the blog’s list pages', () => {
  it('are pages of at least the spec’s 17 articles (spec §2 "a grid of all 17 posts")', () => {
    expect(Number.isInteger(BLOG_PAGE_SIZE) && BLOG_PAGE_SIZE >= 17).toBe(true);
  });

  describe.each(localeCodes)('in %s', (locale) => {
    const articles = articlesIn[locale];
    const lists = blogListsIn[locale];

    it('start at the language’s blog, which holds the first page of every article, in the blog’s order', () => {
      expect(lists[0]!.path).toBe(localizedRoutes[locale].blog);
      expect(lists[0]!.items).toEqual(articles.slice(0, BLOG_PAGE_SIZE));
      const ofAll = lists.filter((list) => !list.category);
      expect(ofAll).toHaveLength(pageCount(articles.length, BLOG_PAGE_SIZE));
      expect(ofAll.flatMap((list) => list.items)).toEqual(articles);
    });

    it('have a list for each category with articles, under its name in the language, and none for an empty one', () => {
      const used = articleCategories.filter((category) => articles.some((article) => article.category === category));
      const firstPages = lists.filter((list) => list.category && list.page === 1);
      expect(firstPages.map((list) => list.category!.key)).toEqual(used);
      for (const { category } of firstPages) {
        expect(category!.name).toBe(articleCategoryNameIn(locale, category!.key as ArticleCategory));
        const pages = lists.filter((list) => list.category?.key === category!.key);
        expect(pages.flatMap((list) => list.items)).toEqual(articles.filter((article) => article.category === category!.key));
        expect(pages[0]!.path).toBe(category!.path);
        expect(category!.path.startsWith(localizedRoutes[locale].blog)).toBe(true);
      }
    });

    it('each have a title, description and heading of their own, and a breadcrumb trail ending at the page', () => {
      const copies = lists.map((list) => blogListCopyOf(list, locale));
      for (const key of ['title', 'description', 'heading'] as const) expect(new Set(copies.map((copy) => copy[key])).size).toBe(lists.length);
      lists.forEach((list, index) => {
        expect(copies[index]!.trail[0]!.path).toBe(localizedRoutes[locale].blog);
        expect(copies[index]!.trail.at(-1)!.path).toBe(list.path);
        expect(copies[index]!.description.length).toBeLessThanOrEqual(160);
        expect(findBlogListIn(locale, list.path)).toBe(list);
      });
    });

    it('each name its versions: itself, and the same list at the same page in every language that has it, which names it back', () => {
      for (const list of lists) {
        const alternates = blogListAlternates(list);
        expect(alternates).toContainEqual({ locale, path: list.path });
        for (const alternate of alternates) {
          const twin = findBlogListIn(alternate.locale, alternate.path)!;
          expect([twin.category?.key, twin.page]).toEqual([list.category?.key, list.page]);
          expect(blogListAlternates(twin)).toEqual(alternates);
        }
      }
    });
  });
});
