import type { ReactNode } from 'react';
import { CallButton } from '@/components/call-button';
import { callSections } from '@/content/pages';

interface CallSectionProps {
  heading: string;
  text: string;
  /** Further links after the button and the hours (the price list's way back home). */
  children?: ReactNode;
}

/** The heading's id: one call section per page, named by its heading. */
const HEADING_ID = 'poziv-naslov';

/**
 * The call to action that ends a page a patient reads before deciding (the price list, the FAQ, the gallery;
 * issue 14): a short reason to call and the site's one call button, on a sand band above the dark footer.
 */
export function CallSection({ heading, text, children }: CallSectionProps) {
  return (
    <section aria-labelledby={HEADING_ID} className="call-section border-t border-line bg-sand">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id={HEADING_ID} className="text-[clamp(1.75rem,5vw,2.5rem)] leading-tight font-semibold text-ink">
          {heading}
        </h2>
        <p className="call-section-text mt-4 leading-relaxed text-muted">{text}</p>
        <div className="no-print mt-7 flex flex-col items-center gap-3">
          <CallButton>{callSections.action}</CallButton>
          <p className="text-sm text-muted">{callSections.hours}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
