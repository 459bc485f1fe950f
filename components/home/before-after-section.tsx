import { Clock } from 'lucide-react';
import { BeforeAfterSlider } from '@/components/before-after-slider';
import { Island } from '@/components/island';
import { OutlineLink } from '@/components/outline-link';
import { SectionHeading } from '@/components/section-heading';
import { beforeAfter } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';

/** Three before/after comparison cards and the way to the gallery. */
export function BeforeAfterSection() {
  const copy = homeCopy.beforeAfter;
  return (
    <section aria-labelledby="pre-posle-naslov" className="bg-sand py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="pre-posle-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="grid gap-8 lg:grid-cols-3">
          {beforeAfter.map((item) => (
            <li key={item.id}>
              <article className="overflow-hidden rounded-[1.25rem] bg-white shadow-soft">
                <Island
                  name="before-after-slider"
                  component={BeforeAfterSlider}
                  props={{
                    id: `pre-posle-${item.id}`,
                    beforeImage: imageFor(item.beforeImage),
                    afterImage: imageFor(item.afterImage),
                    title: item.title,
                    adjustBeforeImageForDesktop: item.adjustBeforeImageForDesktop,
                  }}
                />
                <div className="p-6">
                  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold tracking-wide text-gold-text uppercase">
                    <span>{item.treatment}</span>
                    <span className="inline-flex items-center gap-1 text-muted normal-case">
                      <Clock aria-hidden="true" className="size-4" />
                      {item.duration}
                    </span>
                  </p>
                  <h3 className="mt-2 text-xl font-semibold text-ink">{item.title}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{item.description}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
        <OutlineLink href="/galerija/">{copy.moreLabel}</OutlineLink>
      </div>
    </section>
  );
}
