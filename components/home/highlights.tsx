import { ContentIcon } from '@/components/icons';
import { highlights } from '@/content/home';
import { homeCopy } from '@/content/home-copy';

/** Four highlight cards under the hero. */
export function Highlights() {
  return (
    <section aria-labelledby="prednosti-naslov" className="bg-warm-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="prednosti-naslov" className="sr-only">
          {homeCopy.highlights.heading}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="rounded-[1.25rem] border border-line bg-white p-6 shadow-soft">
              <span className="bg-gold-gradient inline-flex size-12 items-center justify-center rounded-full text-ink">
                <ContentIcon name={highlight.icon} className="size-6" />
              </span>
              <h3 className="mt-5 text-xl font-semibold text-ink">{highlight.title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
