import { Menu, Sparkles, X } from 'lucide-react';
import { LanguageSwitch } from '@/components/language-switch';
import { frameCopy } from '@/content/frame';
import type { LanguageLink } from '@/content/language-switch';
import { isAnchorHref, isCurrentPage, renderedHref, type NavItem } from '@/lib/navigation';

const MENU_ID = 'glavni-meni';

/**
 * The navigation items: an inline list on large screens, a native popover on phones. The browser opens
 * it from the toggle, closes it on Escape and on a tap outside and returns focus, with JavaScript off;
 * the enhancement script closes it when an item is chosen (lib/enhance/menu.ts). The current page is
 * marked in the HTML, so the header is a server component.
 */
export function NavMenu({
  items,
  currentPath,
  languages = [],
}: {
  items: readonly NavItem[];
  currentPath: string | null;
  languages?: readonly LanguageLink[];
}) {
  return (
    <>
      <button
        type="button"
        popoverTarget={MENU_ID}
        className="nav-toggle inline-flex size-12 items-center justify-center rounded-full text-ink hover:bg-sand lg:hidden"
        aria-label={frameCopy.menuToggle}
      >
        <Menu aria-hidden="true" className="nav-toggle-open size-6" />
        <X aria-hidden="true" className="nav-toggle-close size-6" />
      </button>
      <ul id={MENU_ID} popover="auto" className="nav-menu">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink item={item} current={isCurrentPage(currentPath, item.href)} />
          </li>
        ))}
        {/* The phone menu names the other language in full; a wide screen has the bar's switch beside the list. */}
        {languages.length > 0 && (
          <li className="mt-2 border-t border-line pt-2 lg:hidden">
            <LanguageSwitch links={languages} variant="menu" />
          </li>
        )}
      </ul>
    </>
  );
}

function NavLink({ item, current }: { item: NavItem; current: boolean }) {
  const className = item.isSpecial
    ? 'bg-gold-gradient shine mt-2 flex min-h-12 items-center justify-center rounded-full px-6 font-semibold text-ink shadow-soft lg:mt-0 lg:ml-3 lg:min-h-11'
    : `flex min-h-12 items-center gap-1.5 rounded-full px-4 text-base font-medium transition-colors hover:bg-sand lg:min-h-11 lg:px-3 lg:text-[0.95rem] ${
        current ? 'bg-sand text-gold-text' : 'text-ink'
      }`;
  // In-page anchors (spec §2) and page links are both plain links: without a client router, a page
  // link loads the next page's HTML, prefetched by the Speculation Rules on hover or touch.
  return (
    <a href={renderedHref(item.href)} className={className} aria-current={current && !isAnchorHref(item.href) ? 'page' : undefined}>
      {item.isHighlighted && <Sparkles aria-hidden="true" className="size-4 text-gold-start" />}
      {item.label}
    </a>
  );
}
