/**
 * The blog's list pages on today's content (issue 25): derived from the articles, so any edit in /admin/ keeps this
 * green. The pagination logic with many articles: lib/pagination.test.ts and lib/blog-lists.test.ts.
 */
import { articles } from '@/content/articles';
import { BLOG_PAGE_SIZE, blogCategoryList, blogListCopyOf, blogLists, findBlogList } from '@/content/blog-lists';
import { articleCategories } from '@/lib/blog';
import { pageCount } from '@/lib/pagination';
import { routes } from '@/lib/routes';

describe('the blog’s list pages', () => {
  it('are pages of at least the spec’s 17 articles (spec §2 "a grid of all 17 posts")', () => {
    expect(Number.isInteger(BLOG_PAGE_SIZE) && BLOG_PAGE_SIZE >= 17).toBe(true);
  });

  it('start at /blog/, which holds the first page of every article, in the blog’s order', () => {
    expect(blogLists[0]!.path).toBe(routes.blog);
    expect(blogLists[0]!.items).toEqual(articles.slice(0, BLOG_PAGE_SIZE));
    const ofAll = blogLists.filter((list) => !list.category);
    expect(ofAll).toHaveLength(pageCount(articles.length, BLOG_PAGE_SIZE));
    expect(ofAll.flatMap((list) => list.items)).toEqual(articles);
  });

  it('have a list for each category with articles, and none for an empty one', () => {
    const used = articleCategories.filter((category) => articles.some((article) => article.category === category));
    expect(blogCategoryList.map((category) => category.name)).toEqual(used);
    for (const category of blogCategoryList) {
      const pages = blogLists.filter((list) => list.category?.name === category.name);
      expect(pages.flatMap((list) => list.items)).toEqual(articles.filter((article) => article.category === category.name));
      expect(pages[0]!.path).toBe(category.path);
    }
  });

  it('each have a title, description and heading of their own, and a breadcrumb trail ending at the page', () => {
    const copies = blogLists.map(blogListCopyOf);
    for (const key of ['title', 'description', 'heading'] as const) expect(new Set(copies.map((copy) => copy[key])).size).toBe(blogLists.length);
    blogLists.forEach((list, index) => {
      expect(copies[index]!.trail.at(-1)!.path).toBe(list.path);
      expect(copies[index]!.description.length).toBeLessThanOrEqual(160);
      expect(findBlogList(list.path)).toBe(list);
    });
  });
});
