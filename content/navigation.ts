import { englishNavigationLabels } from '@/content/en/copy';
import { followPageLanguage, type ByLanguage } from '@/content/page-language';
import { localizedRoutes, type RouteName } from '@/content/route-registry';
import { parseContent } from '@/lib/content-check';
import type { Locale } from '@/lib/locales';
import { navigationSchema, type NavItem } from '@/lib/schemas/navigation';
import type { Words } from '@/lib/words';

/** A menu item's target: a page of the route registry, or a section of it by its id ("usluge" on the home page). */
interface MenuLink {
  route: RouteName;
  section?: string;
  /** Drawn as the highlighted special button. */
  isSpecial?: boolean;
  /** Shows a sparkle icon beside the label. */
  isHighlighted?: boolean;
}

/**
 * The navigation bar, in the spec's order (spec §2), and the gallery after the price list (issue 41: on a phone a
 * patient looks for it in the menu). Its links are the registry's pages in the page's language
 * (content/route-registry.ts): "/#usluge" in Serbian, "/en/#usluge" in English; the sections' ids are the same in
 * every language.
 */
const menu = {
  home: { route: 'home' },
  services: { route: 'home', section: 'usluge' },
  team: { route: 'home', section: 'tim' },
  faq: { route: 'home', section: 'faq' },
  blog: { route: 'home', section: 'blog' },
  // The price list is what most visitors look for first: it carries the sparkle.
  priceList: { route: 'priceList', isHighlighted: true },
  gallery: { route: 'gallery' },
  aboutMe: { route: 'home', section: 'o-meni' },
  contact: { route: 'home', section: 'kontakt', isSpecial: true },
} as const satisfies Record<string, MenuLink>;

/** The items' labels, the spec's exact words. */
const serbianNavigationLabels = {
  home: 'Početna',
  services: 'Usluge',
  team: 'Tim',
  faq: 'FAQ',
  blog: 'Blog',
  priceList: 'Cenovnik',
  gallery: 'Galerija',
  aboutMe: 'O meni',
  contact: 'Kontakt',
} as const satisfies Record<keyof typeof menu, string>;

export type NavigationLabels = Words<typeof serbianNavigationLabels>;

/** The bar in a language: its labels over the menu's links at that language's addresses. */
function navigationFor(locale: Locale, labels: NavigationLabels, file: string): readonly NavItem[] {
  const items = Object.entries(menu).map(([key, link]: [string, MenuLink]) => {
    const { route, section, ...flags } = link;
    const path = localizedRoutes[locale][route];
    return { label: labels[key as keyof typeof menu], href: section ? `${path}#${section}` : path, ...flags };
  });
  return parseContent(navigationSchema, items, { file, name: 'navigation' });
}

/** The navigation bar in the page's language (content/page-language.ts); the English labels in content/en/copy.ts. */
export const navigationIn: ByLanguage<readonly NavItem[]> = {
  sr: navigationFor('sr', serbianNavigationLabels, 'content/navigation.ts'),
  en: navigationFor('en', englishNavigationLabels, 'content/en/copy.ts'),
};
export const navigation: readonly NavItem[] = followPageLanguage('content/navigation.ts › navigation', navigationIn);
