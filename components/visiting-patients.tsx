import { visitingPatients } from '@/content/visiting-patients';

/**
 * "Pacijenti iz inostranstva" on /cenovnik/ (issue 16, item 3): a labelled region with a heading per question,
 * each answered by a description list (a short term, then its sentences). Screen readers list the questions as
 * headings and announce each list's length; search engines get full sentences under question headings.
 * No FAQPage data here: /faq/ carries the site's one FAQPage, and several of these answers are also its answers.
 */
export function VisitingPatientsSection() {
  const copy = visitingPatients;
  const headingId = `${copy.id}-naslov`;
  return (
    <section id={copy.id} aria-labelledby={headingId} className="visiting-patients no-print rounded-[1.5rem] border border-line bg-white p-6 sm:p-10">
      <h2 id={headingId} className="text-2xl font-semibold text-ink sm:text-3xl">
        {copy.heading}
      </h2>
      <p className="mt-3 max-w-3xl text-lg leading-relaxed text-muted">{copy.lead}</p>
      <div className="mt-8 grid gap-x-12 gap-y-10 lg:grid-cols-2">
        {copy.topics.map((topic) => (
          <div key={topic.id}>
            <h3 id={`${copy.id}-${topic.id}`} className="text-xl font-semibold text-ink">
              {topic.question}
            </h3>
            <dl className="mt-4 space-y-4">
              {topic.facts.map((fact) => (
                <div key={fact.term} className="border-l-2 border-gold-start pl-4">
                  <dt className="font-semibold text-ink">{fact.term}</dt>
                  {fact.details.map((detail) => (
                    <dd key={detail} className="mt-1 leading-relaxed text-muted">
                      {detail}
                    </dd>
                  ))}
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
      <p className="mt-10 text-muted">
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
