import { Phone } from 'lucide-react';
import { CallLink } from '@/components/call-link';

/** The golden call-to-action button: gold gradient, dark text, a light sweep on hover (DESIGN.md). */
export function CallButton({ children, className = '' }: { children: string; className?: string }) {
  return (
    <CallLink
      className={`bg-gold-gradient shine inline-flex min-h-14 max-w-full items-center justify-center gap-3 rounded-full px-6 text-center text-lg font-semibold text-ink shadow-soft transition-transform hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:hover:translate-y-0 sm:px-8 ${className}`}
      action={children}
    >
      <Phone aria-hidden="true" className="size-5" />
      {children}
    </CallLink>
  );
}
