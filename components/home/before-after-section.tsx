import { Clock } from 'lucide-react';
import { BeforeAfterSlider } from '@/components/before-after-slider';
import { Island } from '@/components/island';
import { OutlineLink } from '@/components/outline-link';
import { SectionHeading } from '@/components/section-heading';
import { beforeAfter } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { routes } from '@/content/routes';
import { widgetCopy } from '@/content/widgets';
import { islandWords } from '@/lib/widget-words';

/**
 * Three before/after comparison cards and the way to the gallery. Below `lg` the cards are a row that
 * snaps sideways (CSS only), one card on screen and the next peeking in; from `lg` on, three in a row.
 * A swipe that starts on a picture moves its divider (its touch-action is pan-y), one on the text
 * below it moves the row.
 */
export function BeforeAfterSection() {
  const copy = homeCopy.beforeAfter;
  return (
    <section aria-labelledby="pre-posle-naslov" className="bg-sand py-10 render-near [--render-estimate:56rem] sm:py-24 lg:[--render-estimate:76rem]">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pre-posle-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:scroll-px-6 sm:gap-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-8 lg:overflow-visible lg:p-0">
          {beforeAfter.map((item) => (
            <li key={item.id} className="w-[calc(100%-2.5rem)] shrink-0 snap-start sm:w-[calc(50%-1.5rem)] lg:w-auto">
              <article className="h-full overflow-hidden rounded-[1.25rem] bg-white shadow-soft">
                <Island
                  name="before-after-slider"
                  component={BeforeAfterSlider}
                  props={{
                    id: `pre-posle-${item.id}`,
                    beforeImage: imageFor(item.beforeImage),
                    afterImage: imageFor(item.afterImage),
                    title: item.title,
                    adjustBeforeImageForDesktop: item.adjustBeforeImageForDesktop,
                    words: islandWords(widgetCopy, 'beforeAfter'),
                  }}
                />
                <div className="p-5 sm:p-6">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wide text-gold-text uppercase">
                    <span>{item.treatment}</span>
                    <span className="inline-flex items-center gap-1 text-muted normal-case">
                      <Clock aria-hidden="true" className="size-4" />
                      {item.duration}
                    </span>
                  </p>
                  <h3 className="mt-2 text-xl font-semibold text-ink">{item.title}</h3>
                  <p className="mt-1.5 text-base leading-relaxed text-muted sm:text-base">{item.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <OutlineLink href={routes.gallery}>{copy.moreLabel}</OutlineLink>
      </div>
    </section>
  );
}
