import FaqPage from '../../../(sr)/faq/page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('faq', 'en');

/** The English twin of the Serbian page (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishFaqPage() {
  setPageLanguage('en');
  return <FaqPage />;
}
