import { Island } from '@/components/island';
import { Slideshow } from '@/components/slideshow';
import { SectionHeading } from '@/components/section-heading';
import { clinicSlides, statistics } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { site } from '@/content/site';
import { CLINIC_AUTOPLAY_INTERVAL_MS } from '@/lib/slideshow';

/** About the doctor (#o-meni): her words, the clinic slideshow and the four statistics. */
export function AboutSection() {
  const copy = homeCopy.about;
  const slides = clinicSlides.map((slide) => ({ ...slide, image: imageFor(slide.image) }));
  return (
    <section id="o-meni" aria-labelledby="o-meni-naslov" className="bg-sand py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="o-meni-naslov" heading={copy.heading} />
        <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
          <div>
            <p className="font-serif text-2xl font-semibold text-ink">{site.dentist.name}</p>
            <p className="mt-1 text-sm font-semibold tracking-[0.12em] text-gold-text uppercase">{site.dentist.title}</p>
            {copy.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-5 text-lg leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <Island
            name="slideshow"
            component={Slideshow}
            props={{ id: 'ordinacija', images: slides, autoPlayInterval: CLINIC_AUTOPLAY_INTERVAL_MS, label: copy.slideshowLabel }}
          />
        </div>
        <dl className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {statistics.map((statistic) => (
            <div key={statistic.label} className="flex flex-col-reverse rounded-[1.25rem] bg-white p-6 text-center shadow-soft">
              <dt className="mt-1 text-sm font-medium text-muted sm:text-base">{statistic.label}</dt>
              <dd className="font-serif text-4xl text-gold-text font-semibold sm:text-5xl">{statistic.number}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
