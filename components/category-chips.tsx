/** One chip: where it leads, its words, and whether it is the page the visitor is on. */
export interface Chip {
  href: string;
  label: string;
  /** "page": the page on show; "true": the list on show, at a further page of it. */
  current?: 'page' | 'true';
}

/**
 * A row of category links as chips (issue 25: the blog's categories, the FAQ's sections): plain links, so they work
 * without JavaScript; the current one is marked for screen readers (aria-current) and drawn filled. They wrap onto
 * as many lines as they need, centred as the price list's, so nothing scrolls sideways or moves as the page loads.
 */
export function CategoryChips({ label, chips, className = '' }: { label: string; chips: readonly Chip[]; className?: string }) {
  return (
    // data-shared: the same row of links on every list page, not the page's prose (scripts/prose-checks.mjs).
    <nav data-shared aria-label={label} className={className}>
      <ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-1.5 sm:gap-2">
        {chips.map((chip) => (
          <li key={chip.href}>
            <a
              href={chip.href}
              aria-current={chip.current}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors motion-reduce:transition-none sm:text-sm ${
                chip.current ? 'border-ink bg-ink text-warm-white' : 'border-line bg-white text-ink hover:border-gold-start hover:text-gold-text'
              }`}
            >
              {chip.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
