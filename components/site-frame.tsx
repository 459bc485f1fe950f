import type { ReactNode } from 'react';
import { CallBar } from '@/components/call-bar';
import { SiteFooter } from '@/components/site-footer';
import { SiteHeader } from '@/components/site-header';
import { frameCopy } from '@/content/frame';

interface SiteFrameProps {
  /** The page's own path ("/", "/cenovnik/"), marked as current in the navigation; null on the 404 page. */
  currentPath: string | null;
  /** Set on the 404 page only: the enhancement script sends unknown articles on to /blog/ from there. */
  notFound?: boolean;
  children: ReactNode;
}

/**
 * What every page shares: skip link, fixed navigation, main content, footer and the phone's call bar, all
 * server-rendered.
 * Each page renders it with its own path, so the current page is marked in the HTML (no client router).
 */
export function SiteFrame({ currentPath, notFound = false, children }: SiteFrameProps) {
  return (
    <>
      <a href="#sadrzaj" className="sr-only z-50 rounded-full bg-ink px-5 py-3 text-warm-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3">
        {frameCopy.skipLink}
      </a>
      <SiteHeader currentPath={currentPath} />
      <main id="sadrzaj" tabIndex={-1} className="flex-1 pt-18 outline-none" data-not-found={notFound ? '' : undefined}>
        {children}
      </main>
      <SiteFooter />
      <CallBar />
    </>
  );
}
