import { RisksPage } from '@/components/risks-page';
import { routePageMetadata } from '@/content/metadata';

export const metadata = routePageMetadata('risks', 'sr');

/** Rizici i vaša prava (issue 40 item 6): the risks of each main treatment and the patient's rights. */
export default function SerbianRisksPage() {
  return <RisksPage />;
}
