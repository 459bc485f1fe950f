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
 * (spec §4). The toggle is a native <details> (its state is announced as expanded/collapsed); the
 * stylesheet shows the rest of the text while it is open, so no JavaScript is needed (app/globals.css).
 */
export function TeamDescription({ description, truncateAt, moreLabel, lessLabel }: TeamDescriptionProps) {
  const { text: short, truncated } = truncate(description, truncateAt);
  if (!truncated) return <p className="text-base leading-relaxed text-muted">{description}</p>;

  const shown = short.slice(0, -'...'.length);
  const rest = description.slice(shown.length);
  return (
    <div className="team-description">
      <p className="text-base leading-relaxed text-muted">
        {shown}
        <span className="team-description-ellipsis" aria-hidden="true">
          ...
        </span>
        <span className="team-description-rest">{rest}</span>
      </p>
      <details className="mt-2">
        <summary className="inline-flex min-h-11 items-center font-semibold text-gold-text underline-offset-4 hover:underline">
          <span className="team-description-more">{moreLabel}</span>
          <span className="team-description-less">{lessLabel}</span>
        </summary>
      </details>
    </div>
  );
}
