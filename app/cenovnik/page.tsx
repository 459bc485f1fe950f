import { PageIntro } from '@/components/page-intro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pages.priceList, path: '/cenovnik' });

export default function PriceListPage() {
  return <PageIntro heading={pages.priceList.heading} lead={pages.priceList.lead} />;
}
