import { SourcesPage } from '@/components/sources-page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('sources', 'en');

/** The English twin of /izvori/ (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishSourcesPage() {
  setPageLanguage('en');
  return <SourcesPage />;
}
