import { BreadcrumbJsonLd } from '@/components/breadcrumb-json-ld';
import { PageIntro } from '@/components/page-intro';
import { SiteFrame } from '@/components/site-frame';
import { pages } from '@/content/pages';
import { routes } from '@/content/routes';
import { sources } from '@/content/sources';

/**
 * The sources of the clinical figures (issue 40 item 1), in the page's language: one entry per source, its anchor
 * the id every figure's link points to ("/izvori/#morimoto-2016"), cited as published.
 */
export function SourcesPage() {
  const heading = pages.sources.heading;
  return (
    <SiteFrame currentPath={routes.sources}>
      <BreadcrumbJsonLd trail={[{ name: heading, path: routes.sources }]} />
      <PageIntro heading={heading} lead={pages.sources.lead} />
      <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6 sm:py-20">
        <ol className="space-y-6">
          {sources.map((source) => (
            <li key={source.id} id={source.id} className="scroll-mt-24 rounded-[1.25rem] border border-line bg-white px-4 py-5 sm:px-6">
              <p className="font-semibold text-ink">{source.cite}</p>
              <p className="mt-2 text-base leading-relaxed text-muted">
                {source.authors} ({source.year}). <cite lang="en">{source.title}</cite>. {source.published}.
              </p>
            </li>
          ))}
        </ol>
      </div>
    </SiteFrame>
  );
}
