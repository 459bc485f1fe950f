import { PageIntro } from '@/components/page-intro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pages.faq, path: '/faq' });

export default function FaqPage() {
  return <PageIntro heading={pages.faq.heading} lead={pages.faq.lead} />;
}
