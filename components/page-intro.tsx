import { LinkedText } from '@/components/linked-text';
import type { ReactNode } from 'react';

/**
 * The heading block at the top of an inner page. `compact` tightens it on phones, for a page whose own content
 * should start sooner (the price list, with its row of category links under the lead).
 */
export function PageIntro({ heading, lead, compact = false, children }: { heading: string; lead?: string; compact?: boolean; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-sand">
      <div className={`mx-auto max-w-4xl px-4 text-center sm:px-6 sm:py-20 ${compact ? 'py-9' : 'py-14'}`}>
        <h1 className="text-[clamp(min(2.25rem,max(1.25rem,11vw)),6vw,3.75rem)] leading-tight font-semibold text-ink">{heading}</h1>
        {lead && (
          <p className={`mx-auto max-w-2xl leading-relaxed text-muted sm:mt-5 sm:text-lg ${compact ? 'mt-3 text-base' : 'mt-5 text-lg'}`}>
            <LinkedText text={lead} />
          </p>
        )}
        {children}
      </div>
    </div>
  );
}
