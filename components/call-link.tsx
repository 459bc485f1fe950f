import type { ReactNode } from 'react';
import { frameCopy } from '@/content/frame';
import { site } from '@/content/site';

interface CallLinkProps {
  className?: string;
  children: ReactNode;
  /**
   * The control's visible wording when it is not the number itself ("Pozovite nas"). The
   * accessible name starts with it (WCAG 2.5.3) and adds the number and what a click does.
   */
  action?: string;
}

/**
 * A call control: a real tel: link, so it works with JavaScript off. The enhancement script
 * (lib/enhance/phone-copy.ts) finds it by `data-phone`: a click copies that number and shows the
 * notice (spec §4); on phones the dialer opens as well. Plain HTML, so client islands can render it too.
 */
export function CallLink({ className, children, action }: CallLinkProps) {
  return (
    <a href={`tel:${site.phone.e164}`} data-phone={site.phone.display} className={className} aria-label={callLabel(site.phone.display, action)}>
      {children}
    </a>
  );
}

/**
 * "Pozovite nas +381 60 123 4567 – broj će biti kopiran": the visible words first, in the order they show, with
 * no punctuation between them, so the name contains the label a patient sees (WCAG 2.5.3, label in name).
 */
export function callLabel(display: string, action?: string): string {
  return `${action ?? frameCopy.callVerb} ${display} – ${frameCopy.callCopied}`;
}
