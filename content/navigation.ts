import { englishNavigation } from '@/content/en/copy';
import { followPageLanguage, type ByLanguage } from '@/content/page-language';
import { parseContent } from '@/lib/content-check';
import { routes } from '@/lib/routes';
import { navigationSchema, type NavItem } from '@/lib/schemas/navigation';

/**
 * The navigation bar, in the spec's order with its exact labels and hrefs (spec §2; the pages' from lib/routes.ts),
 * and the gallery after the price list (issue 41: on a phone a patient looks for it in the menu).
 */
const serbianNavigation: readonly NavItem[] = parseContent(
  navigationSchema,
  [
    { label: 'Početna', href: routes.home },
    { label: 'Usluge', href: '/#usluge' },
    { label: 'Tim', href: '/#tim' },
    { label: 'FAQ', href: '/#faq' },
    { label: 'Blog', href: '/#blog' },
    // The price list is what most visitors look for first: it carries the sparkle.
    { label: 'Cenovnik', href: routes.priceList, isHighlighted: true },
    { label: 'Galerija', href: routes.gallery },
    { label: 'O meni', href: '/#o-meni' },
    { label: 'Kontakt', href: '/#kontakt', isSpecial: true },
  ],
  { file: 'content/navigation.ts', name: 'navigation' },
);

/** The navigation bar in the page's language (content/page-language.ts); the English in content/en/copy.ts. */
export const navigationIn: ByLanguage<readonly NavItem[]> = { sr: serbianNavigation, en: englishNavigation };
export const navigation: readonly NavItem[] = followPageLanguage('content/navigation.ts › navigation', navigationIn);
