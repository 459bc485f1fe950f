import { Island } from '@/components/island';
import { Slideshow } from '@/components/slideshow';
import { SectionHeading } from '@/components/section-heading';
import { clinicSlides, statistics } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { site } from '@/content/site';
import { CLINIC_AUTOPLAY_INTERVAL_MS } from '@/lib/slideshow';
import { widgetCopy } from '@/content/widgets';
import { islandWords } from '@/lib/widget-words';

/** About the doctor (#o-meni): her words, the clinic slideshow and the four statistics. */
export function AboutSection() {
  const copy = homeCopy.about;
  const slides = clinicSlides.map((slide) => ({ ...slide, image: imageFor(slide.image) }));
  return (
    <section id="o-meni" aria-labelledby="o-meni-naslov" className="bg-sand py-10 render-near [--render-estimate:64rem] sm:py-24 lg:[--render-estimate:59rem]">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="o-meni-naslov" heading={copy.heading} />
        <div className="grid grid-cols-1 items-center gap-6 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="font-serif text-xl font-semibold text-ink sm:text-2xl">{site.dentist.name}</p>
            <p className="mt-1 text-sm font-semibold tracking-[0.08em] text-gold-text uppercase sm:tracking-[0.12em]">{site.dentist.title}</p>
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-4 leading-relaxed text-muted sm:mt-5 sm:text-lg">
                {paragraph}
              </p>
            ))}
          </div>
          <Island
            name="slideshow"
            component={Slideshow}
            props={{
              id: 'ordinacija',
              images: slides,
              autoPlayInterval: CLINIC_AUTOPLAY_INTERVAL_MS,
              label: copy.slideshowLabel,
              words: islandWords(widgetCopy, 'slideshow'),
            }}
          />
        </div>
        {/* One card: two by two on a phone, where four columns would break "Zadovoljnih" mid-word at the reading size
            (one under another with text at 200 %); four columns with hairlines between from `sm` on. */}
        <dl className="mt-6 grid grid-cols-[repeat(auto-fit,minmax(min(100%,8.5rem),1fr))] gap-y-5 rounded-[1.25rem] bg-white py-5 shadow-soft sm:mt-14 sm:grid-cols-4 sm:gap-y-0 sm:divide-x sm:divide-line sm:py-8">
          {statistics.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse justify-end px-1.5 text-center sm:px-4">
              <dt className="mt-1 text-sm leading-snug font-medium text-muted sm:text-base">{statistic.label}</dt>
              <dd className="font-serif text-[1.5rem] leading-tight font-semibold text-gold-text tabular-nums min-[400px]:text-[1.75rem] sm:text-5xl">
                {statistic.number}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
