/**
 * A section's heading block: a serif h2 with an optional lead, centred. Tighter on phones, where every
 * section's heading is on screen together with the first of its content.
 */
export function SectionHeading({ id, heading, lead, tone = 'dark' }: { id: string; heading: string; lead?: string; tone?: 'dark' | 'light' }) {
  return (
    <div className="mx-auto mb-7 max-w-2xl text-center sm:mb-14">
      <h2
        id={id}
        className={`text-[clamp(min(1.875rem,max(1.25rem,11vw)),5vw,3rem)] leading-tight font-semibold ${tone === 'light' ? 'text-warm-white' : 'text-ink'}`}
      >
        {heading}
      </h2>
      <span aria-hidden="true" className="bg-gold-gradient mx-auto mt-3 block h-0.5 w-16 rounded-full sm:mt-4" />
      {lead && <p className={`mt-3 leading-relaxed sm:mt-5 sm:text-lg ${tone === 'light' ? 'text-stone-300' : 'text-muted'}`}>{lead}</p>}
    </div>
  );
}
