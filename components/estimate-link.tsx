import { ArrowRight } from 'lucide-react';
import { estimateCopy } from '@/content/estimate';

/** The link to the price estimate on /cenovnik/ (issue 26), in the colours of the section it stands in. */
export function EstimateLink({ colours }: { colours: string }) {
  return (
    <a href={estimateCopy.href} className={`inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4 ${colours}`}>
      {estimateCopy.linkLabel}
      <ArrowRight aria-hidden="true" className="size-4" />
    </a>
  );
}
