import { RisksPage } from '@/components/risks-page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('risks', 'en');

/** The English twin of /rizici-i-prava/ (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishRisksPage() {
  setPageLanguage('en');
  return <RisksPage />;
}
