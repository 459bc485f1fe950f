import { Picture } from '@/components/picture';
import { SectionHeading } from '@/components/section-heading';
import { TeamDescription } from '@/components/team-description';
import { team } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';

/** The team (#tim): a grid of six, and the seventh centred under it. */
export function TeamSection() {
  const copy = homeCopy.team;
  return (
    <section id="tim" aria-labelledby="tim-naslov" className="bg-warm-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="tim-naslov" heading={copy.heading} lead={copy.lead} />
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {team.map((member, index) => (
            <li key={member.id} className={index === 6 ? 'sm:col-span-2 sm:mx-auto sm:w-1/2 lg:col-span-1 lg:col-start-2 lg:w-auto' : undefined}>
              <article className="flex h-full flex-col overflow-hidden rounded-[1.25rem] border border-line bg-white">
                <Picture
                  image={imageFor(member.image)}
                  alt={`${member.name}, ${member.role.toLowerCase()}`}
                  sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                  imgClassName="aspect-[4/5] h-auto w-full object-cover"
                />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-sm font-semibold tracking-[0.12em] text-gold-text uppercase">{member.role}</p>
                  <h3 className="mt-1 text-2xl font-semibold text-ink">{member.name}</h3>
                  <p className="mt-1 text-sm font-medium text-ink">{member.specialty}</p>
                  <div className="mt-3 flex-1">
                    <TeamDescription description={member.description} truncateAt={member.truncateAt} moreLabel={copy.more} lessLabel={copy.less} />
                  </div>
                  <p className="mt-4 inline-flex items-center gap-2 self-start rounded-full bg-sand px-3 py-1 text-sm font-medium text-ink">
                    <span aria-hidden="true" className="size-2 rounded-full bg-success" />
                    {member.availability}
                  </p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
