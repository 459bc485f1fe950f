import type { ReactNode } from 'react';
import { CallButton } from '@/components/call-button';

interface CallSectionProps {
  /** The heading's id, so the section is named by it. */
  id: string;
  heading: string;
  text: string;
  /** The button's visible wording ("Pozovite nas"). */
  action: string;
  /** A quiet line under the button, e.g. the working hours. */
  note?: string;
  /** Further links after the button (the price list's way back home). */
  children?: ReactNode;
}

/**
 * The call to action that ends a page a patient reads before deciding (the price list, the FAQ, the gallery;
 * issue 14): a short reason to call and the site's one call button, on a sand band above the dark footer.
 */
export function CallSection({ id, heading, text, action, note, children }: CallSectionProps) {
  return (
    <section aria-labelledby={id} className="call-section border-t border-line bg-sand">
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-12 text-center sm:px-6 sm:py-16">
        <h2 id={id} className="text-[clamp(1.75rem,5vw,2.5rem)] leading-tight font-semibold text-ink">
          {heading}
        </h2>
        <p className="call-section-text mt-4 leading-relaxed text-muted">{text}</p>
        <div className="no-print mt-7 flex flex-col items-center gap-3">
          <CallButton>{action}</CallButton>
          {note && <p className="text-sm text-muted">{note}</p>}
          {children}
        </div>
      </div>
    </section>
  );
}
