import { Globe } from 'lucide-react';
import type { LanguageLink } from '@/content/language-switch';

/**
 * The same page in another language (issue 27): a link whose words are that language's own ("EN – English" on a
 * Serbian page, "SR – Srpski" on an English one), marked with its language so a screen reader reads it right. Plain
 * links: no redirect by the browser's language, no cookie.
 */
export function LanguageSwitch({ links, variant }: { links: readonly LanguageLink[]; variant: 'bar' | 'menu' }) {
  return links.map((link) => (
    <a
      key={link.locale}
      href={link.href}
      hrefLang={link.hreflang}
      lang={link.htmlLang}
      className={
        variant === 'bar'
          ? 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full px-2 text-sm font-semibold tracking-wide text-ink transition-colors hover:bg-sand lg:order-last @max-[22rem]:hidden'
          : 'flex min-h-12 items-center gap-2 rounded-full px-4 text-base font-medium text-ink transition-colors hover:bg-sand'
      }
    >
      <Globe aria-hidden="true" className="size-4 text-gold-start" />
      {variant === 'bar' ? (
        <>
          {link.short}
          <span className="sr-only"> – {link.name}</span>
        </>
      ) : (
        link.name
      )}
    </a>
  ));
}
