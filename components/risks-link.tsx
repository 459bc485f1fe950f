import { ShieldCheck } from 'lucide-react';
import { risks } from '@/content/risks';
import { routes } from '@/content/routes';

/**
 * The one link to "Rizici i vaša prava" (issue 40 item 6) that the price list, the FAQ and every article show: its
 * words are the page's data (content/data/risks.json › link), so the clinic changes them in one place.
 */
export function RisksLink({ className = '' }: { className?: string }) {
  return (
    <p data-risks-link className={`text-base leading-relaxed text-muted ${className}`}>
      {risks.link.lead}{' '}
      <a href={routes.risks} className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-gold-text underline underline-offset-4 hover:text-ink">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
        {risks.link.label}
      </a>
    </p>
  );
}
