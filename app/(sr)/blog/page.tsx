import { BlogList } from '@/components/blog-list';
import { blogList } from '@/content/blog-lists';
import { routePageMetadata } from '@/content/metadata';
import { routes } from '@/content/routes';

export const metadata = routePageMetadata('blog', 'sr');

/**
 * The blog (spec §2: "a grid of all 17 posts"): the first page of the list of all articles, which holds every
 * article while there are no more than BLOG_PAGE_SIZE (content/blog-lists.ts), as today; the category chips above.
 * Its title and description are its list's first page's: content/data/pages.json's.
 */
export default function BlogPage() {
  return <BlogList list={blogList(routes.blog)} />;
}
