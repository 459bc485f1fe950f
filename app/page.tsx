import { CallButton } from '@/components/call-button';
import { pages } from '@/content/pages';
import { pageMetadata } from '@/lib/metadata';

export const metadata = { ...pageMetadata({ ...pages.home, path: '/' }), title: { absolute: pages.home.title } };

export default function HomePage() {
  const copy = pages.home;
  return (
    <section id="pocetna" aria-labelledby="pocetna-naslov" className="bg-sand">
      <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
        <h1 id="pocetna-naslov" className="text-[clamp(2.5rem,8vw,4.5rem)] leading-[1.05] font-semibold text-ink">
          {copy.heading}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-muted sm:text-xl">{copy.lead}</p>
        <CallButton className="mt-10">Pozovite nas</CallButton>
      </div>
    </section>
  );
}
