import { PageIntro } from '@/components/page-intro';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({ ...pages.gallery, path: '/galerija' });

export default function GalleryPage() {
  return <PageIntro heading={pages.gallery.heading} lead={pages.gallery.lead} />;
}
