import { JsonLd } from '@/components/json-ld';
import { articleCopy } from '@/content/pages';
import { site } from '@/content/site';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { routes } from '@/content/routes';

/** The BreadcrumbList of a page below home: Početna › …trail. */
export function BreadcrumbJsonLd({ trail }: { trail: readonly Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd([{ name: articleCopy.breadcrumbHome, path: routes.home }, ...trail], site.url)} />;
}
