/** A section's heading block: a serif h2 with an optional lead, centred. */
export function SectionHeading({ id, heading, lead, tone = 'dark' }: { id: string; heading: string; lead?: string; tone?: 'dark' | 'light' }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center sm:mb-14">
      <h2 id={id} className={`text-[clamp(2rem,5vw,3rem)] leading-tight font-semibold ${tone === 'light' ? 'text-warm-white' : 'text-ink'}`}>
        {heading}
      </h2>
      <span aria-hidden="true" className="bg-gold-gradient mx-auto mt-4 block h-0.5 w-16 rounded-full" />
      {lead && <p className={`mt-5 text-lg leading-relaxed ${tone === 'light' ? 'text-stone-300' : 'text-muted'}`}>{lead}</p>}
    </div>
  );
}
