import BlogPage from '../../../(sr)/blog/page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('blog', 'en');

/** The English twin of the Serbian page (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishBlogPage() {
  setPageLanguage('en');
  return <BlogPage />;
}
