'use client';

import { Check } from 'lucide-react';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from '@/lib/clipboard';
import { PHONE_NOTICE_MS } from '@/lib/constants';

export interface PhoneNumber {
  /** As people read it: "+381 60 123 4567". This is what gets copied. */
  display: string;
  /** For tel: links: "+381601234567". */
  e164: string;
}

interface PhoneNoticeValue {
  phone: PhoneNumber;
  /** Copies the number and shows the notice (spec §4). Never throws. */
  copyPhone: () => Promise<void>;
}

const PhoneNoticeContext = createContext<PhoneNoticeValue | null>(null);

export const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';

/**
 * The one phone-copy mechanism of the site: every call button and the phone row use it.
 * It owns the green notice, a polite live region that is always in the DOM so that screen
 * readers announce the text when it appears.
 */
export function PhoneNoticeProvider({ phone, children }: { phone: PhoneNumber; children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  const copyPhone = useCallback(async () => {
    const result = await copyText(phone.display);
    if (result === 'failed') return; // Spec §8: no error is shown.
    clearTimeout(hideTimer.current);
    setVisible(true);
    hideTimer.current = setTimeout(() => setVisible(false), PHONE_NOTICE_MS);
  }, [phone.display]);

  return (
    <PhoneNoticeContext.Provider value={{ phone, copyPhone }}>
      {children}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
      >
        {visible && (
          <p className="flex items-center gap-2 rounded-full bg-success px-5 py-3 text-sm font-semibold text-white shadow-soft motion-safe:animate-[notice-in_200ms_ease-out]">
            <Check aria-hidden="true" className="size-4" />
            {PHONE_NOTICE_TEXT}
          </p>
        )}
      </div>
    </PhoneNoticeContext.Provider>
  );
}

export function usePhoneNotice(): PhoneNoticeValue {
  const value = useContext(PhoneNoticeContext);
  if (!value) throw new Error('usePhoneNotice must be used inside <PhoneNoticeProvider>');
  return value;
}
