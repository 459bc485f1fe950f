import { GalleryStrip } from '@/components/gallery-strip';
import { Island } from '@/components/island';
import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { GalleryJsonLd } from '@/components/structured-data';
import { PageIntro } from '@/components/page-intro';
import { gallery } from '@/content/gallery';
import { imageFor } from '@/content/images';
import { CallSection } from '@/components/call-section';
import { callSections, pages } from '@/content/pages';
import { routePageMetadata } from '@/content/metadata';
import { SiteFrame } from '@/components/site-frame';
import { routes } from '@/content/routes';
import { widgetCopy } from '@/content/widgets';
import { islandWords } from '@/lib/widget-words';

export const metadata = routePageMetadata('gallery', 'sr');

/** The endless strip of the 8 transformations (spec §2, §4); a plain grid without JavaScript. */
export default function GalleryPage() {
  const items = gallery.map(({ image, ...item }) => ({ ...item, image: imageFor(image) }));
  return (
    <SiteFrame currentPath={routes.gallery}>
      <BreadcrumbJsonLd trail={[{ name: pages.gallery.heading, path: routes.gallery }]} />
      <GalleryJsonLd />
      <PageIntro heading={pages.gallery.heading} lead={pages.gallery.lead} />
      <section aria-labelledby="transformacije-naslov" className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <h2 id="transformacije-naslov" className="sr-only">
          {pages.gallery.stripHeading}
        </h2>
        <Island name="gallery-strip" component={GalleryStrip} props={{ id: 'galerija', items, words: islandWords(widgetCopy, 'galleryStrip') }} />
      </section>
      <CallSection {...callSections.gallery} />
    </SiteFrame>
  );
}
