import { Phone } from 'lucide-react';
import { CallLink } from '@/components/call-link';
import { LanguageSwitch } from '@/components/language-switch';
import { Logo } from '@/components/logo';
import { NavMenu } from '@/components/nav-menu';
import { frameCopy } from '@/content/frame';
import { languageLinks } from '@/content/language-switch';
import { navigation } from '@/content/navigation';
import { site } from '@/content/site';

/**
 * The fixed navigation bar on every page (spec §2); `currentPath` is the page it is on, null for the 404 page.
 * From 1024 px it also carries the call control (the number itself from 1280 px).
 */
export function SiteHeader({ currentPath }: { currentPath: string | null }) {
  const languages = languageLinks(currentPath);
  return (
    <header className="@container fixed inset-x-0 top-0 z-40 border-b border-line bg-warm-white/95 backdrop-blur supports-[backdrop-filter]:bg-warm-white/85">
      <nav aria-label={frameCopy.mainNavLabel} className="relative mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6 lg:px-8">
        <Logo />
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitch links={languages} variant="bar" />
          <NavMenu items={navigation} currentPath={currentPath} languages={languages} />
          {/* Wide screens carry the number here; phones and tablets have the call bar (components/call-bar.tsx). */}
          <CallLink
            action={frameCopy.callVerb}
            className="hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-line px-3 font-semibold text-ink tabular-nums transition-colors hover:border-gold-start hover:text-gold-text lg:inline-flex"
          >
            <Phone aria-hidden="true" className="size-4 text-gold-start" />
            <span className="hidden xl:inline">{site.phone.display}</span>
          </CallLink>
        </div>
      </nav>
    </header>
  );
}
