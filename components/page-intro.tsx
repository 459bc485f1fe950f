import type { ReactNode } from 'react';

/** The heading block at the top of an inner page. */
export function PageIntro({ heading, lead, children }: { heading: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-sand">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
        <h1 className="text-[clamp(2.25rem,6vw,3.75rem)] leading-tight font-semibold text-ink">{heading}</h1>
        {lead && <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-muted">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
