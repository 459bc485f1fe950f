import { LinkedText } from '@/components/linked-text';
import { CallButton } from '@/components/call-button';
import { visitingPatients } from '@/content/visiting-patients';
import { BRAND_STAR_PATH } from '@/components/logo';
import { Picture } from '@/components/picture';
import { imageFor } from '@/content/images';
import { homeCopy } from '@/content/home-copy';
import { pages } from '@/content/pages';

/**
 * Where the six decorative sparkles sit, their size and when each twinkles (CSS only; still under reduced
 * motion). Classes rather than inline styles: the Content-Security-Policy allows no style attributes.
 */
const SPARKLES = [
  'top-[14%] left-[8%] size-[14px] [animation-delay:0s]',
  'top-[26%] left-[46%] size-[10px] [animation-delay:1.1s]',
  'top-[70%] left-[12%] size-[12px] [animation-delay:2.3s]',
  'top-[18%] left-[88%] size-[16px] [animation-delay:0.6s]',
  // On phones beside the call button rather than on the note under it.
  'top-[57%] left-[87%] size-[10px] [animation-delay:1.8s] sm:top-[62%] sm:left-[78%]',
  'top-[84%] left-[52%] size-[13px] [animation-delay:2.9s]',
];

const EYEBROW_SEPARATOR = ' · ';

/**
 * The hero (#pocetna): headline, lead, the golden call button; artwork beside on desktop, below on phones.
 * The artwork's smile sits right of centre with soft skin around it: on a phone, where the picture is the
 * width of the screen, it is drawn larger around the smile (a transform, so the box and the page keep their
 * size) instead of showing the empty left half.
 */
export function Hero() {
  const copy = homeCopy.hero;
  return (
    <section id="pocetna" aria-labelledby="pocetna-naslov" className="relative overflow-clip bg-sand">
      {SPARKLES.map((placement, index) => (
        <svg key={index} aria-hidden="true" viewBox="0 0 24 24" className={`sparkle pointer-events-none absolute z-10 text-gold-end ${placement}`}>
          <path fill="currentColor" d={BRAND_STAR_PATH} />
        </svg>
      ))}
      <div className="relative mx-auto grid max-w-7xl items-center gap-8 px-4 pt-8 pb-8 sm:px-6 sm:pt-12 sm:pb-14 lg:grid-cols-[1fr_1.1fr] lg:gap-12 lg:px-8 lg:py-24">
        <div className="text-center lg:text-left">
          {/* One part per line on phones: where a long spaced-out line wraps differs between the fallback and
              the web font, and that difference would shift the page when the font arrives. */}
          <p className="text-sm font-semibold tracking-[0.16em] text-gold-text uppercase">
            {copy.eyebrow.split(EYEBROW_SEPARATOR).map((part, index) => (
              <span key={part} className="block sm:inline">
                {index > 0 && <span className="hidden sm:inline">{EYEBROW_SEPARATOR}</span>}
                {part}
              </span>
            ))}
          </p>
          <h1 id="pocetna-naslov" className="mt-4 text-[clamp(min(2.6rem,max(1.25rem,11vw)),8vw,4.75rem)] leading-[1.04] font-semibold text-ink">
            {pages.home.heading}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-[1.0625rem] leading-relaxed text-muted sm:mt-6 sm:text-xl lg:mx-0">
            <LinkedText text={pages.home.lead} />
          </p>
          <div className="mt-7 flex flex-col items-center gap-3 sm:mt-9 sm:gap-4 lg:items-start">
            <CallButton>{copy.callLabel}</CallButton>
            <p className="text-sm text-muted">{copy.note}</p>
            {/* A visitor from abroad finds the trip's answers from the first screen (issue 41). */}
            <a
              href={visitingPatients.contactLink.href}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-gold-text underline underline-offset-4 hover:text-ink"
            >
              {visitingPatients.contactLink.label}
            </a>
          </div>
        </div>
        <Picture
          image={imageFor('hero/osmeh')}
          alt={copy.imageAlt}
          // Below `lg` the picture is drawn about 1.5 times the screen's width (the zoom below).
          sizes="(min-width: 1280px) 660px, (min-width: 1024px) 52vw, 150vw"
          priority
          className="block overflow-hidden rounded-[1.75rem] shadow-soft"
          imgClassName="aspect-[2/1] h-auto w-full origin-[100%_60%] scale-[1.45] object-cover sm:aspect-[16/10] lg:scale-100"
        />
      </div>
    </section>
  );
}
