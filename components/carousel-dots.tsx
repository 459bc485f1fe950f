/** Position dots under a strip: one button per item, the active one a wider gold pill (44 px targets). */
interface CarouselDotsProps {
  count: number;
  activeIndex: number;
  /** The accessible name of dot `index`, e.g. "Prikaži sliku 3 od 8". */
  labelFor: (index: number, count: number) => string;
  /** The id of the scroller the dots move. */
  controls: string;
  onSelect: (index: number) => void;
  /** The list's placement; by default centred under the strip, wrapping onto a second row on narrow screens. */
  className?: string;
}

export function CarouselDots({
  count,
  activeIndex,
  labelFor,
  controls,
  onSelect,
  className = 'mx-auto mt-4 max-w-[22rem] flex-wrap sm:max-w-none',
}: CarouselDotsProps) {
  return (
    <ul className={`flex justify-center ${className}`}>
      {Array.from({ length: count }, (_, index) => {
        const active = index === activeIndex;
        return (
          <li key={index}>
            <button
              type="button"
              className="group inline-flex size-11 items-center justify-center rounded-full"
              aria-label={labelFor(index, count)}
              aria-controls={controls}
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(index)}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 rounded-full motion-safe:transition-all motion-safe:duration-300 ${
                  active ? 'w-6 bg-gold-text' : 'w-2.5 bg-ink/50 group-hover:bg-ink/70'
                }`}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
