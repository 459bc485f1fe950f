import { Logo } from '@/components/logo';
import { NavMenu } from '@/components/nav-menu';
import { frameCopy } from '@/content/frame';
import { navigation } from '@/content/navigation';

/** The fixed navigation bar on every page (spec §2); `currentPath` is the page it is on, null for the 404 page. */
export function SiteHeader({ currentPath }: { currentPath: string | null }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-warm-white/95 backdrop-blur supports-[backdrop-filter]:bg-warm-white/85">
      <nav aria-label={frameCopy.mainNavLabel} className="relative mx-auto flex h-18 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
        <Logo />
        <NavMenu items={navigation} currentPath={currentPath} />
      </nav>
    </header>
  );
}
