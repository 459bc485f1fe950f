import { ArrowLeft, ArrowRight } from 'lucide-react';
import { blogListCopy } from '@/content/pages';
import { pageNumbers } from '@/lib/pagination';

const LINK = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full border px-3 font-semibold transition-colors motion-reduce:transition-none';
const IDLE = 'border-line bg-white text-ink hover:border-gold-start hover:text-gold-text';

/**
 * The pagination bar under a list of more than one page (issue 25): previous, the page numbers (the first, the last,
 * the current one with its neighbours, "…" for the rest) and next, as plain links; the current page is marked with
 * aria-current. Nothing at all for a list of one page.
 */
export function Pagination({ page, pagePaths }: { page: number; pagePaths: readonly string[] }) {
  if (pagePaths.length < 2) return null;
  const copy = blogListCopy;
  const previous = pagePaths[page - 2];
  const next = pagePaths[page];
  return (
    <nav aria-label={copy.paginationLabel} className="mt-12 sm:mt-16">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {previous && (
          <li>
            <a href={previous} className={`${LINK} ${IDLE} gap-1.5`}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.previousLabel}
            </a>
          </li>
        )}
        {pageNumbers(page, pagePaths.length).map((entry, index) =>
          'gap' in entry ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={entry.page}>
              <a
                href={pagePaths[entry.page - 1]}
                aria-label={copy.pageLabel(entry.page)}
                aria-current={entry.page === page ? 'page' : undefined}
                className={`${LINK} ${entry.page === page ? 'border-ink bg-ink text-warm-white' : IDLE}`}
              >
                {entry.page}
              </a>
            </li>
          ),
        )}
        {next && (
          <li>
            <a href={next} className={`${LINK} ${IDLE} gap-1.5`}>
              {copy.nextLabel}
              <ArrowRight aria-hidden="true" className="size-4" />
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
