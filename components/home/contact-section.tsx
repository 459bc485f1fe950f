import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CallButton } from '@/components/call-button';
import { CallLink } from '@/components/call-link';
import { ContactChannels, MapLink } from '@/components/contact-channels';
import { SectionHeading } from '@/components/section-heading';
import { frameCopy } from '@/content/frame';
import { homeCopy } from '@/content/home-copy';
import { site } from '@/content/site';
import { visitingPatients } from '@/content/visiting-patients';
import { mailtoHref } from '@/lib/contact-links';

/**
 * The contact card (#kontakt): the address (a link to a map search), the phone row (copies the number)
 * with the Viber, WhatsApp and "Sačuvajte kontakt" links beside it, the e-mail, working hours; then what a patient
 * checks before trusting a practice: the chamber licence, the ceramics and implant brands, and a link to the
 * reviews on the practice's map listing (a link, no embed: nothing loads from another host before a tap).
 */
export function ContactSection() {
  const copy = homeCopy.contact;
  return (
    <section
      id="kontakt"
      aria-labelledby="kontakt-naslov"
      className="bg-warm-white py-10 render-near [--render-estimate:69rem] sm:py-24 lg:[--render-estimate:73rem]"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="kontakt-naslov" heading={copy.heading} lead={copy.lead} />
        <div className="rounded-[1.5rem] border border-line bg-white p-5 shadow-soft sm:p-10">
          <address className="not-italic">
            <ul className="divide-y divide-line">
              <ContactRow icon={<MapPin className="size-5" />} label={copy.addressLabel}>
                <MapLink className="inline-flex min-h-11 items-center text-ink underline decoration-line decoration-2 underline-offset-4 hover:decoration-gold-start">
                  {site.address.street}, {site.address.district}, {site.address.postalCode} {site.address.city}, {site.address.country}
                </MapLink>
              </ContactRow>
              <ContactRow icon={<Phone className="size-5" />} label={copy.phoneLabel} beside={<ContactChannels tone="light" />}>
                <CallLink className="inline-flex min-h-11 items-center font-semibold text-ink underline-offset-4 hover:underline">
                  {site.phone.display}
                </CallLink>
              </ContactRow>
              <ContactRow icon={<Mail className="size-5" />} label={copy.emailLabel}>
                <a
                  href={mailtoHref(site.email)}
                  className="inline-flex min-h-11 items-center font-semibold break-all text-ink underline-offset-4 hover:underline"
                >
                  {site.email}
                </a>
              </ContactRow>
              <ContactRow icon={<Clock className="size-5" />} label={copy.hoursLabel}>
                {site.hours.label}
              </ContactRow>
            </ul>
          </address>
          <dl className="mt-4 grid gap-x-6 gap-y-2 border-t border-line pt-4 text-sm text-muted sm:mt-6 sm:grid-cols-[auto_1fr] sm:pt-6">
            <dt className="font-semibold text-ink">{copy.licenceLabel}</dt>
            <dd>
              {site.trust.licence}
              {site.trust.legal && <span className="block">{site.trust.legal}</span>}
            </dd>
            <dt className="font-semibold text-ink">{copy.materialsLabel}</dt>
            <dd>
              {copy.ceramicsLabel}: {site.trust.ceramics}. {copy.implantsLabel}: {site.trust.implants.standard} ({copy.standardBrandLabel}),{' '}
              {site.trust.implants.premium} ({copy.premiumBrandLabel}).
            </dd>
            <dt className="font-semibold text-ink">{copy.reviewsLabel}</dt>
            <dd>
              <a
                href={site.trust.reviewsUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-ink underline underline-offset-4 hover:text-gold-text"
              >
                {site.legalName}
                <span className="sr-only"> ({frameCopy.footer.newTab})</span>
              </a>
            </dd>
          </dl>
          <div className="mt-6 text-center sm:mt-8">
            <CallButton>{homeCopy.hero.callLabel}</CallButton>
          </div>
          <p className="mt-4 text-center sm:mt-6">
            <a
              href={visitingPatients.contactLink.href}
              className="inline-flex min-h-11 items-center font-semibold text-gold-text underline underline-offset-4 hover:text-ink"
            >
              {visitingPatients.contactLink.label}
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}

function ContactRow({ icon, label, children, beside }: { icon: ReactNode; label: string; children: ReactNode; beside?: ReactNode }) {
  return (
    <li className="flex flex-wrap gap-x-4 gap-y-2 py-3.5 first:pt-0 last:pb-0 sm:py-4">
      <span aria-hidden="true" className="mt-0.5 inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-sand text-gold-text">
        {icon}
      </span>
      {/* Beside its icon while there is room for 12 of its rem; under it with text at 200 %, so "BEOGRADSKOM" stays whole. */}
      <div className="min-w-0 grow basis-[12rem]">
        <p className="text-sm font-semibold tracking-[0.08em] text-muted uppercase sm:tracking-[0.12em]">{label}</p>
        <p className="mt-0.5 text-ink sm:mt-1 sm:text-lg">{children}</p>
        {beside && <div className="mt-3">{beside}</div>}
      </div>
    </li>
  );
}
