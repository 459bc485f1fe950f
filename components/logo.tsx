import { useId } from 'react';
import { site } from '@/content/site';
import { routes } from '@/content/routes';

/**
 * The brand's short name as text, linking home (spec §2). On one line, and on a phone at most 7 % of the screen's
 * width tall: with text at 200 % on a 320 px phone it still sits in the header's 72 px (issue 41).
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <a
      href={routes.home}
      className={`inline-flex min-h-12 min-w-0 items-center gap-2 font-serif text-[min(1.25rem,7vw)] leading-tight font-semibold tracking-tight whitespace-nowrap sm:text-2xl ${
        tone === 'light' ? 'text-warm-white' : 'text-ink'
      }`}
    >
      <LogoMark />
      {site.brand}
    </a>
  );
}

/** The brand's four-point star in a 24×24 box: the logo mark and the hero's sparkles. */
export const BRAND_STAR_PATH = 'M12 0c.9 6.4 5.6 11.1 12 12-6.4.9-11.1 5.6-12 12-.9-6.4-5.6-11.1-12-12C6.4 11.1 11.1 6.4 12 0Z';

/** A small gold four-point star: the one decorative mark of the brand. */
function LogoMark() {
  // The logo appears in the header and the footer: each gradient needs its own id.
  const gradientId = useId();
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#b8893b" />
          <stop offset="1" stopColor="#e5c37a" />
        </linearGradient>
      </defs>
      <path d={BRAND_STAR_PATH} fill={`url(#${gradientId})`} />
    </svg>
  );
}
