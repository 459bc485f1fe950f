import HomePage from '../../(sr)/page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('home', 'en');

/** The English twin of the Serbian page (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishHomePage() {
  setPageLanguage('en');
  return <HomePage />;
}
