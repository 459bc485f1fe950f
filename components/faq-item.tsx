import { LinkedText } from '@/components/linked-text';
import { ChevronDown } from 'lucide-react';
import type { FaqItem as FaqEntry } from '@/content/faq';

/**
 * One question as a native disclosure: opens and closes on its own, with or without JavaScript. A "card"
 * stands on its own; a "row" is one of a list drawn as a single card, with hairlines between the rows.
 */
export function FaqItem({
  faq,
  headingLevel = 'h3',
  variant = 'card',
  anchored = false,
}: {
  faq: FaqEntry;
  headingLevel?: 'h3' | 'h4';
  variant?: 'card' | 'row';
  /** On /faq/, a claim's home carries its anchor ("/faq/#konsultacija"), which the articles link to. */
  anchored?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <details
      id={anchored ? faq.claim : undefined}
      className={`group ${variant === 'card' ? 'rounded-[1rem] border border-line bg-white open:shadow-soft' : 'border-line not-last:border-b'}`}
    >
      <summary
        className={`flex cursor-pointer list-none items-center justify-between gap-4 px-5 [&::-webkit-details-marker]:hidden ${
          variant === 'card' ? 'min-h-14 py-4' : 'min-h-13 py-3 sm:min-h-14 sm:py-4'
        }`}
      >
        <Heading className={`font-sans text-base font-semibold text-ink sm:text-lg ${variant === 'row' ? 'leading-snug' : ''}`}>{faq.question}</Heading>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-gold-text transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-3 px-5 pb-5 leading-relaxed text-muted">
        {faq.answer.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>
            <LinkedText text={paragraph} />
          </p>
        ))}
      </div>
    </details>
  );
}
