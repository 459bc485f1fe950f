import { ChevronDown } from 'lucide-react';
import type { FaqItem as FaqEntry } from '@/content/faq';

/** One question as a native disclosure: opens and closes on its own, with or without JavaScript. */
export function FaqItem({ faq, headingLevel = 'h3' }: { faq: FaqEntry; headingLevel?: 'h3' | 'h4' }) {
  const Heading = headingLevel;
  return (
    <details className="group rounded-[1rem] border border-line bg-white open:shadow-soft">
      <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 [&::-webkit-details-marker]:hidden">
        <Heading className="font-sans text-base font-semibold text-ink sm:text-lg">{faq.question}</Heading>
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-gold-text transition-transform group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      <div className="space-y-3 px-5 pb-5 leading-relaxed text-muted">
        {faq.answer.split(/\n\s*\n/).map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </details>
  );
}
