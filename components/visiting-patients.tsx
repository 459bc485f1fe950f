import { LinkedText } from '@/components/linked-text';
import { ChevronDown } from 'lucide-react';
import { SendLinks } from '@/components/send-links';
import { visitingPatients } from '@/content/visiting-patients';

/**
 * "Pacijenti iz inostranstva" on /cenovnik/ (issue 16, item 3): a labelled region with one native disclosure
 * per question, so the section stays short and each answer opens on its own, with or without JavaScript. The
 * question is a heading inside the <summary>; the answer is a description list (a short term, then its
 * sentences), laid out in two columns from 768 px. Screen readers list the questions as headings and announce
 * each list's length; search engines get full sentences under question headings.
 * No FAQPage data here: /faq/ carries the site's one FAQPage, and several of these answers are also its answers.
 */
export function VisitingPatientsSection() {
  const copy = visitingPatients;
  const headingId = `${copy.id}-naslov`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className="visiting-patients no-print">
      <h2 id={headingId} className="text-[1.4rem] leading-tight font-semibold text-ink sm:text-[1.75rem]">
        {copy.heading}
      </h2>
      <p className="mt-2 max-w-3xl text-sm leading-relaxed text-muted sm:text-base">{copy.lead}</p>
      <div className="-mx-4 mt-5 border-y border-line bg-white px-4 sm:mx-0 sm:rounded-[1.25rem] sm:border sm:px-6">
        {copy.topics.map((topic, index) => (
          <details key={topic.id} className={`group ${index > 0 ? 'border-t border-line' : ''}`}>
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 py-2.5 sm:min-h-14 [&::-webkit-details-marker]:hidden">
              <h3 id={`${copy.id}-${topic.id}`} className="font-sans text-base font-semibold text-ink sm:text-base">
                {topic.question}
              </h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-gold-text transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <dl className="space-y-3 pb-5 text-base md:space-y-2.5">
              {topic.facts.map((fact) => (
                <div key={fact.term} className="border-l-2 border-gold-start pl-3 md:grid md:grid-cols-[12rem_1fr] md:gap-x-6 md:gap-y-1 md:border-l-0 md:pl-0">
                  <dt className="font-semibold text-ink">{fact.term}</dt>
                  {fact.details.map((detail) => (
                    <dd key={detail} className="mt-0.5 leading-relaxed text-muted md:col-start-2 md:mt-0">
                      <LinkedText text={detail} />
                    </dd>
                  ))}
                  {fact.sendPhotos && (
                    <dd className="mt-2 md:col-start-2 md:mt-1">
                      <SendPhotosLinks />
                    </dd>
                  )}
                </div>
              ))}
            </dl>
          </details>
        ))}
      </div>
      <p className="mt-4 text-sm leading-relaxed text-muted">
        {copy.readMoreLabel}{' '}
        {copy.readMore.map((link, index) => (
          <span key={link.href}>
            {index > 0 && <span aria-hidden="true"> · </span>}
            <a href={link.href} className="font-medium text-gold-text underline underline-offset-4 hover:text-ink">
              {link.label}
            </a>
          </span>
        ))}
      </p>
    </section>
  );
}

/** Where the section asks for photos and an X-ray: the message already written (components/send-links.tsx). */
function SendPhotosLinks() {
  const copy = visitingPatients.sendPhotos;
  return (
    <>
      <p className="text-sm font-semibold text-ink">{copy.label}</p>
      <SendLinks label={copy.label} message={copy.message} subject={copy.emailSubject} />
    </>
  );
}
