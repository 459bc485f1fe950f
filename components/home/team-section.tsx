import { Picture } from '@/components/picture';
import { SectionHeading } from '@/components/section-heading';
import { TeamDescription } from '@/components/team-description';
import { team } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';

/**
 * The team (#tim). Below `lg` a row that snaps sideways (CSS only, no script): 280 px cards, the next one
 * peeking in; each card's "Saznaj više" toggle is focusable, and focusing it brings its card into view.
 * From `lg` on, a grid of six with the seventh centred under it.
 */
export function TeamSection() {
  const copy = homeCopy.team;
  return (
    <section id="tim" aria-labelledby="tim-naslov" className="bg-warm-white py-10 render-near [--render-estimate:50rem] sm:py-24 lg:[--render-estimate:146rem]">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="tim-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="no-scrollbar -mx-4 flex snap-x snap-mandatory scroll-pr-24 scroll-pl-4 gap-4 overflow-x-auto px-4 pb-2 sm:-mx-6 sm:scroll-pl-6 sm:gap-6 sm:px-6 lg:mx-0 lg:grid lg:grid-cols-3 lg:gap-8 lg:overflow-visible lg:p-0">
          {team.map((member, index) => (
            <li key={member.id} className={`w-[17.5rem] shrink-0 snap-start lg:w-auto ${index === 6 ? 'lg:col-start-2' : ''}`}>
              <article className="flex h-full flex-col overflow-hidden rounded-[1.25rem] border border-line bg-white">
                <div className="relative">
                  <Picture
                    image={imageFor(member.image)}
                    alt={`${member.name}, ${member.role.toLowerCase()}`}
                    sizes="(min-width: 1024px) 400px, 280px"
                    imgClassName="aspect-square h-auto w-full object-cover object-[50%_30%]"
                  />
                  {/* On the portrait's lower edge (the white coat), so the card's text starts with the name. */}
                  <p className="absolute bottom-3 left-3 inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1 text-sm font-medium text-ink shadow-soft">
                    <span aria-hidden="true" className="size-2 rounded-full bg-success" />
                    {member.availability}
                  </p>
                </div>
                <div className="flex flex-1 flex-col p-5 sm:p-6">
                  <p className="text-sm font-semibold tracking-[0.08em] text-gold-text uppercase sm:tracking-[0.12em]">{member.role}</p>
                  <h3 className="mt-1 text-xl font-semibold text-ink sm:text-2xl">{member.name}</h3>
                  <p className="mt-0.5 text-sm font-medium text-ink">{member.specialty}</p>
                  <div className="mt-2 flex-1 sm:mt-3">
                    <TeamDescription description={member.description} truncateAt={member.truncateAt} moreLabel={copy.more} lessLabel={copy.less} />
                  </div>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
