import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { CallLink } from '@/components/call-link';
import { ContactChannels, MapLink } from '@/components/contact-channels';
import { Logo } from '@/components/logo';
import { InstagramIcon, TikTokIcon } from '@/components/social-icons';
import { frameCopy } from '@/content/frame';
import { navigation } from '@/content/navigation';
import { site } from '@/content/site';
import { mailtoHref } from '@/lib/contact-links';
import { renderedHref } from '@/lib/navigation';

/** The footer on every page: logo, tagline, navigation, contact, social links, © line, agency credit (spec §2). */
export function SiteFooter() {
  const socialLinks = [
    { name: frameCopy.footer.social.instagram, href: site.social.instagram, Icon: InstagramIcon },
    { name: frameCopy.footer.social.tiktok, href: site.social.tiktok, Icon: TikTokIcon },
  ];

  // Rendered with the page, not near the screen (render-near): a contrast checker reads a skipped dark block as the
  // page's light background and fails its light text (Lighthouse measured 2.43:1), and the footer is cheap to lay out.
  return (
    <footer className="bg-charcoal text-warm-white">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 sm:py-14 md:grid-cols-[1.4fr_1fr_1fr] md:gap-10 lg:px-8">
        <div>
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-base leading-relaxed text-stone-300">{site.tagline}</p>
          <ul className="mt-6 flex gap-3" aria-label={frameCopy.footer.socialLabel}>
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (${frameCopy.footer.newTab})`}
                  className="inline-flex size-12 items-center justify-center rounded-full border border-white/15 text-warm-white transition-colors hover:border-gold-end hover:text-gold-end"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-label={frameCopy.footer.navLabel}>
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-gold-end uppercase">{frameCopy.footer.pagesHeading}</h2>
          <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-x-4 text-base md:grid-cols-2">
            {[...navigation, ...frameCopy.footer.extraLinks.filter((link) => !navigation.some((item) => item.href === link.href))].map((item) => (
              <li key={item.href}>
                <a href={renderedHref(item.href)} className="flex min-h-11 items-center text-stone-300 hover:text-white">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="font-sans text-sm font-semibold tracking-[0.14em] text-gold-end uppercase">{frameCopy.footer.contactHeading}</h2>
          <address className="mt-4 space-y-3 text-base text-stone-300 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-end" />
              <MapLink className="underline decoration-white/25 underline-offset-4 hover:text-white hover:decoration-gold-end">
                {site.address.street}, {site.address.district}
                <br />
                {site.address.postalCode} {site.address.city}, {site.address.country}
              </MapLink>
            </p>
            <p className="flex items-center gap-3">
              <Phone aria-hidden="true" className="size-5 shrink-0 text-gold-end" />
              <CallLink className="-my-2.5 inline-flex min-h-11 items-center hover:text-white">{site.phone.display}</CallLink>
            </p>
            <ContactChannels tone="dark" />
            <p className="flex items-center gap-3">
              <Mail aria-hidden="true" className="size-5 shrink-0 text-gold-end" />
              <a href={mailtoHref(site.email)} className="-my-2.5 inline-flex min-h-11 items-center break-all hover:text-white">
                {site.email}
              </a>
            </p>
            <p className="flex gap-3">
              <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-gold-end" />
              <span>
                {site.hours.label} {frameCopy.footer.hoursZone}
              </span>
            </p>
          </address>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-small="legal">
            © {site.copyrightYear} {site.brand}. {frameCopy.footer.rights}
          </p>
          <p>
            {frameCopy.footer.agency}{' '}
            <a href={site.agency.url} target="_blank" rel="noopener noreferrer" className="text-stone-300 underline-offset-4 hover:text-white hover:underline">
              {site.agency.name}
            </a>
          </p>
        </div>
      </div>
    </footer>
  );
}
