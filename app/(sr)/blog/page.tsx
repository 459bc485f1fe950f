import { BlogList } from '@/components/blog-list';
import { blogList, blogListCopyOf } from '@/content/blog-lists';
import { pageMetadata } from '@/content/metadata';
import { routes } from '@/lib/routes';

const list = blogList(routes.blog);
const { title, description } = blogListCopyOf(list);

export const metadata = pageMetadata({ title, description, path: routes.blog });

/**
 * The blog (spec §2: "a grid of all 17 posts"): the first page of the list of all articles, which holds every
 * article while there are no more than BLOG_PAGE_SIZE (content/blog-lists.ts), as today; the category chips above.
 */
export default function BlogPage() {
  return <BlogList list={list} />;
}
