import { PageIntro } from '@/components/page-intro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pages.blog, path: '/blog' });

export default function BlogPage() {
  return <PageIntro heading={pages.blog.heading} lead={pages.blog.lead} />;
}
