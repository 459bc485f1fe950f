'use client';

import { useId, useState } from 'react';
import { truncate } from '@/lib/format';

interface TeamDescriptionProps {
  description: string;
  /** Characters shown while collapsed (spec §4). */
  truncateAt: number;
  moreLabel: string;
  lessLabel: string;
}

/**
 * A team member's description, collapsed to its truncation length plus "..." with a toggle
 * (spec §4). The rest of the text is in the HTML too (hidden while collapsed), so the page's
 * source carries the whole description.
 */
export function TeamDescription({ description, truncateAt, moreLabel, lessLabel }: TeamDescriptionProps) {
  const [expanded, setExpanded] = useState(false);
  const textId = useId();
  const { text: short, truncated } = truncate(description, truncateAt);
  if (!truncated) return <p className="text-[0.95rem] leading-relaxed text-muted">{description}</p>;

  const shown = short.slice(0, -'...'.length);
  const rest = description.slice(shown.length);
  return (
    <div>
      <p id={textId} className="text-[0.95rem] leading-relaxed text-muted">
        {shown}
        {expanded ? rest : <span aria-hidden="true">...</span>}
        {!expanded && <span hidden>{rest}</span>}
      </p>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((value) => !value)}
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-gold-text underline-offset-4 hover:underline"
      >
        {expanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
