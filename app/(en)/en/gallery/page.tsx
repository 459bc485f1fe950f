import GalleryPage from '../../../(sr)/galerija/page';
import { routePageMetadata } from '@/content/metadata';
import { setPageLanguage } from '@/content/page-language';

export const metadata = routePageMetadata('gallery', 'en');

/** The English twin of the Serbian page (issue 27): the same page, rendered in English (content/page-language.ts). */
export default function EnglishGalleryPage() {
  setPageLanguage('en');
  return <GalleryPage />;
}
