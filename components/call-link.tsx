'use client';

import type { MouseEvent, ReactNode } from 'react';
import { usePhoneNotice } from '@/components/phone-notice';

/** Phones (coarse pointers) also open the dialer; on a desktop a tel: link only opens a confusing app picker. */
const DIALER_QUERY = '(pointer: coarse)';

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
 * A call control: a real tel: link in the HTML, so it works with JavaScript off. Once hydrated,
 * a click copies the number and shows the notice (spec §4); on phones the dialer opens as well.
 */
export function CallLink({ className, children, action }: CallLinkProps) {
  const { phone, copyPhone } = usePhoneNotice();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (!window.matchMedia?.(DIALER_QUERY).matches) event.preventDefault();
    void copyPhone();
  }

  return (
    <a
      href={`tel:${phone.e164}`}
      className={className}
      aria-label={callLabel(phone.display, action)}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}

/** "Pozovite nas: +381 60 123 4567 – broj će biti kopiran" */
export function callLabel(display: string, action?: string): string {
  return `${action ? `${action}:` : 'Pozovite'} ${display} – broj će biti kopiran`;
}
