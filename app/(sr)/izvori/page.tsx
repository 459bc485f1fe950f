import { SourcesPage } from '@/components/sources-page';
import { routePageMetadata } from '@/content/metadata';

export const metadata = routePageMetadata('sources', 'sr');

/** Izvori (issue 40 item 1): the sources of the site's clinical figures. */
export default function SerbianSourcesPage() {
  return <SourcesPage />;
}
