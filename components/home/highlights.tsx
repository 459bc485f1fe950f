import { LinkedText } from '@/components/linked-text';
import { ContentIcon } from '@/components/icons';
import { highlights } from '@/content/home';
import { homeCopy } from '@/content/home-copy';

/**
 * The four highlights under the hero. On phones a quiet list (the icon beside the title, hairlines
 * between), so they take a screen rather than four; from `lg` on, four cards in a row.
 */
export function Highlights() {
  return (
    <section aria-labelledby="prednosti-naslov" className="bg-warm-white py-6 sm:py-16 lg:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="prednosti-naslov" className="sr-only">
          {homeCopy.highlights.heading}
        </h2>
        <ul className="grid divide-y divide-line sm:grid-cols-2 sm:gap-5 sm:divide-y-0 lg:grid-cols-4">
          {highlights.map((highlight) => (
            <li
              key={highlight.title}
              className="grid grid-cols-[auto_1fr] content-start items-center gap-x-4 gap-y-1.5 py-3.5 sm:rounded-[1.25rem] sm:border sm:border-line sm:bg-white sm:p-6 sm:shadow-soft lg:grid-cols-1 lg:items-start"
            >
              <span className="bg-gold-gradient inline-flex size-10 items-center justify-center rounded-full text-ink lg:size-12">
                <ContentIcon name={highlight.icon} className="size-5 lg:size-6" />
              </span>
              <h3 className="text-xl font-semibold text-ink lg:mt-3">{highlight.title}</h3>
              <p className="col-span-2 text-base leading-relaxed text-muted sm:text-base lg:col-span-1">
                <LinkedText text={highlight.text} />
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
