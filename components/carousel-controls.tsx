import { ChevronLeft, ChevronRight } from 'lucide-react';

/* The controls every carousel shares: the previous/next arrow and the position dots (components/carousel.ts). */

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  /** The accessible name, e.g. "Sledeća slika". */
  label: string;
  onClick: () => void;
  /** The id of what the arrow moves. */
  controls?: string;
  /** Look and placement; by default an ink ring, 44 px, under a strip or a slideshow. */
  className?: string;
  iconClassName?: string;
}

/** The previous/next button of every carousel: a round target of at least 44 px with a chevron. */
export function CarouselArrow({
  direction,
  label,
  onClick,
  controls,
  className = 'size-11 border border-ink/20 text-ink hover:bg-ink/5',
  iconClassName = 'size-5',
}: CarouselArrowProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={`inline-flex items-center justify-center rounded-full transition-colors motion-reduce:transition-none ${className}`}
      aria-label={label}
      aria-controls={controls}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}

/**
 * The dots are drawn in the section's text colour; the active one is a gold pill: `ink` (gold text colour) on a
 * light section, `current` (the gold gradient) on the charcoal video section. Every dot is a 44 px target (issue 41):
 * on a phone the video dots take the row under the arrows, wrapping when they do not fit.
 */
const TONES = {
  ink: ['size-11', 'bg-gold-text'],
  current: ['size-11', 'bg-gold-gradient'],
} as const;

/** Position dots under a carousel: one button per item, the active one a wider gold pill (44 px targets). */
interface CarouselDotsProps {
  count: number;
  activeIndex: number;
  /** The accessible name of dot `index`, e.g. "Prikažite sliku 3 od 8". */
  labelFor: (index: number, count: number) => string;
  /** The id of the scroller the dots move. */
  controls?: string;
  onSelect: (index: number) => void;
  /** The list's placement and wrapping (each carousel places its dots). */
  className: string;
  tone?: keyof typeof TONES;
}

export function CarouselDots({ count, activeIndex, labelFor, controls, onSelect, className, tone = 'ink' }: CarouselDotsProps) {
  const [buttonSize, activeColour] = TONES[tone];
  return (
    <ul className={`flex justify-center ${className}`}>
      {Array.from({ length: count }, (_, index) => {
        const active = index === activeIndex;
        return (
          <li key={index}>
            <button
              type="button"
              className={`group inline-flex items-center justify-center rounded-full ${buttonSize}`}
              aria-label={labelFor(index, count)}
              aria-controls={controls}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300 ${
                  active ? `w-6 ${activeColour}` : 'w-2.5 bg-current/50 group-hover:bg-current/80'
                }`}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
