import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { LinkedText } from '@/components/linked-text';
import { PageIntro } from '@/components/page-intro';
import { SiteFrame } from '@/components/site-frame';
import { pages } from '@/content/pages';
import { risks, type RiskTreatment } from '@/content/risks';
import { routes } from '@/content/routes';

/** The anchor of the rights part, after the treatments ("/rizici-i-prava/#prava"). */
const RIGHTS_ID = 'prava';

/**
 * "Rizici i vaša prava" (issue 40 item 6), in the page's language: links to each treatment and to the rights,
 * then per treatment its risks, who should not have it and what comes first, then the patient's rights as topics.
 * Plain HTML: nothing on it needs JavaScript.
 */
export function RisksPage() {
  const copy = risks;
  const heading = pages.risks.heading;
  return (
    <SiteFrame currentPath={routes.risks}>
      <BreadcrumbJsonLd trail={[{ name: heading, path: routes.risks }]} />
      <PageIntro heading={heading} lead={pages.risks.lead}>
        <nav aria-label={heading} className="mt-6 sm:mt-8">
          <ul className="mx-auto flex max-w-3xl flex-wrap justify-center gap-x-5 gap-y-1">
            {[
              ...copy.treatments.map((treatment) => ({ href: `#${treatment.id}`, label: treatment.name })),
              { href: `#${RIGHTS_ID}`, label: copy.rightsHeading },
            ].map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="inline-flex min-h-11 items-center text-base font-semibold text-gold-text underline underline-offset-4 hover:text-ink"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageIntro>
      <div className="mx-auto max-w-3xl space-y-14 px-4 py-14 sm:px-6 sm:py-20">
        <section aria-labelledby="terapije">
          <h2 id="terapije" className="text-2xl font-semibold text-ink sm:text-3xl">
            {copy.treatmentsHeading}
          </h2>
          <div className="mt-6 space-y-6">
            {copy.treatments.map((treatment) => (
              <TreatmentRisks key={treatment.id} treatment={treatment} />
            ))}
          </div>
        </section>
        <section id={RIGHTS_ID} aria-labelledby={`${RIGHTS_ID}-naslov`} className="scroll-mt-24">
          <h2 id={`${RIGHTS_ID}-naslov`} className="text-2xl font-semibold text-ink sm:text-3xl">
            {copy.rightsHeading}
          </h2>
          <div className="mt-6 space-y-8">
            {copy.topics.map((topic) => (
              <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-naslov`} className="scroll-mt-24">
                <h3 id={`${topic.id}-naslov`} className="text-xl font-semibold text-ink">
                  {topic.heading}
                </h3>
                <div className="mt-3 space-y-3 text-base leading-relaxed text-muted">
                  {topic.paragraphs.map((paragraph) => (
                    <p key={paragraph}>
                      <LinkedText text={paragraph} />
                    </p>
                  ))}
                </div>
              </section>
            ))}
          </div>
        </section>
      </div>
    </SiteFrame>
  );
}

/** One treatment: its three lists, each under its heading. */
function TreatmentRisks({ treatment }: { treatment: RiskTreatment }) {
  const lists = [
    { key: 'risks', label: risks.labels.risks, items: treatment.risks },
    { key: 'not-for', label: risks.labels.notFor, items: treatment.notFor },
    { key: 'first', label: risks.labels.firstInstead, items: treatment.firstInstead },
  ];
  return (
    <section
      id={treatment.id}
      aria-labelledby={`${treatment.id}-naslov`}
      className="scroll-mt-24 rounded-[1.25rem] border border-line bg-white px-4 py-6 sm:px-8 sm:py-8"
    >
      <h3 id={`${treatment.id}-naslov`} className="text-xl font-semibold text-ink sm:text-2xl">
        {treatment.name}
      </h3>
      {lists.map((list) => (
        <div key={list.key} className="mt-5">
          <h4 className="font-sans text-base font-semibold text-ink">{list.label}</h4>
          <ul className="mt-2 list-disc space-y-2 pl-5 text-base leading-relaxed text-muted marker:text-gold-start">
            {list.items.map((item) => (
              <li key={item}>
                <LinkedText text={item} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
