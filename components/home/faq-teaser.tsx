import { FaqItem } from '@/components/faq-item';
import { OutlineLink } from '@/components/outline-link';
import { SectionHeading } from '@/components/section-heading';
import { faqs } from '@/content/faq';
import { homeCopy } from '@/content/home-copy';
import { routes } from '@/content/routes';

/** The 10 questions marked for the home page (#faq). */
export function FaqTeaser() {
  const teasers = faqs.filter((faq) => faq.teaser);
  return (
    <section id="faq" aria-labelledby="faq-naslov" className="bg-sand py-10 render-near [--render-estimate:49rem] sm:py-24 lg:[--render-estimate:63rem]">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="faq-naslov" heading={homeCopy.faq.heading} />
        <div className="overflow-hidden rounded-[1.25rem] border border-line bg-white shadow-soft">
          {teasers.map((faq) => (
            <FaqItem key={faq.id} faq={faq} variant="row" />
          ))}
        </div>
        <OutlineLink href={routes.faq}>{homeCopy.faq.moreLabel}</OutlineLink>
      </div>
    </section>
  );
}
