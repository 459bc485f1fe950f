import { ListOrdered } from 'lucide-react';
import type { ArticleHeading } from '@/lib/markdown';

interface ArticleTocProps {
  /** "compact": a <details> above the text, below `xl`; "side": a list beside the text from `xl`. */
  variant: 'compact' | 'side';
  headings: readonly ArticleHeading[];
  label: string;
  summary: string;
}

/**
 * The article's table of contents, plain anchor links to its `##` sections (ids from lib/markdown.ts),
 * so it works without JavaScript. The page renders both variants; the stylesheet displays one: on phones
 * and tablets the compact <details>, from `xl` the list beside the text that stays in view.
 */
export function ArticleToc({ variant, headings, label, summary }: ArticleTocProps) {
  if (headings.length === 0) return null;
  const list = (
    <ol className="space-y-1 text-base leading-snug">
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className="inline-flex min-h-11 items-center py-1 text-muted underline-offset-4 hover:text-ink hover:underline xl:min-h-0">
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
  if (variant === 'compact') {
    return (
      <nav aria-label={label} className="mb-8 xl:hidden" data-toc="compact">
        <details className="rounded-[1rem] border border-line bg-white px-5 py-1">
          <summary className="flex min-h-12 cursor-pointer items-center gap-2 font-semibold text-ink">
            <ListOrdered aria-hidden="true" className="size-5 text-gold-text" />
            {summary}
          </summary>
          <div className="pb-4">{list}</div>
        </details>
      </nav>
    );
  }
  return (
    <nav aria-label={label} className="sticky top-24 max-h-[calc(100dvh-7rem)] overflow-y-auto" data-toc="side">
      <p className="mb-3 text-sm font-semibold tracking-[0.12em] text-gold-text uppercase">{summary}</p>
      {list}
    </nav>
  );
}
