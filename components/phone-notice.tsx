import { Check } from 'lucide-react';
import { frameCopy } from '@/content/frame';

/**
 * The green "Broj telefona je kopiran!" notice (spec §4), in a polite live region that is always in the
 * DOM so that screen readers announce the text when it appears. The enhancement script
 * (lib/enhance/notice.ts) shows it after a copy and hides it again after 3 s; an article's "Podelite"
 * shows it with its own text when it copies the link.
 */
export function PhoneNotice() {
  return (
    <div role="status" aria-live="polite" className="phone-notice pointer-events-none fixed inset-x-0 z-50 flex justify-center px-4">
      <p
        data-notice
        data-default-text={frameCopy.phoneNotice}
        hidden
        className="flex items-center gap-2 rounded-full bg-success px-5 py-3 text-sm font-semibold text-white shadow-soft motion-safe:animate-[notice-in_200ms_ease-out]"
      >
        <Check aria-hidden="true" className="size-4" />
        <span data-notice-text>{frameCopy.phoneNotice}</span>
      </p>
    </div>
  );
}
