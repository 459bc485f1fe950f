/**
 * The clinic's identity: the one place to change the brand, the dentist, the contact details,
 * the social profiles and the site's public URL. Navigation, footer, call buttons, metadata,
 * JSON-LD and the sitemap all read from here.
 *
 * The spec redacts the real values; the stand-ins are listed in `placeholders` below. A build for any
 * site URL other than the development default stops while one is listed (lib/placeholders.ts).
 */
import { parseContent } from '@/lib/content-check';
import type { FieldPath } from '@/lib/placeholders';
import { siteConfigSchema, type SiteConfig } from '@/lib/schemas/site';
import { parseSiteUrl } from '@/lib/site-url';

export type { OpeningHours, SiteConfig, WeekDay } from '@/lib/schemas/site';

/**
 * The development default origin. Overridable at build time: `NEXT_PUBLIC_SITE_URL=https://example.rs npm run build`;
 * a build for any other origin must not carry placeholders (see `placeholders`).
 */
export const DEVELOPMENT_SITE_URL = 'https://www.auroradental.rs';

/** Checked at load (lib/schemas/site.ts): E.164 phone, e-mail, URLs, hours, coordinates. */
export const site: SiteConfig = parseContent(
  siteConfigSchema,
  {
    brand: 'Aurora Dental',
    legalName: 'Aurora Dental – stomatološka ordinacija',
    dentist: { name: 'dr Milica Jovanović', title: 'doktor stomatologije, osnivač ordinacije' },
    phone: { display: '+381 60 123 4567', e164: '+381601234567' },
    email: 'kontakt@auroradental.rs',
    address: {
      street: 'Hercegovačka 14',
      district: 'Beograd na vodi',
      postalCode: '11000',
      city: 'Beograd',
      country: 'Srbija',
      countryCode: 'RS',
      geo: { latitude: 44.8076, longitude: 20.4498 },
    },
    hours: {
      days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '10:00',
      closes: '20:00',
      label: 'Ponedeljak–petak: 10–20 h',
    },
    social: {
      instagram: 'https://www.instagram.com/auroradental.rs/',
      tiktok: 'https://www.tiktok.com/@auroradental.rs',
    },
    // The articles on prices and on instalments: a discount for paying in cash, or 3–24 instalments.
    paymentAccepted: ['Gotovina', 'Plaćanje na rate'],
    agency: { name: 'Studio Kvadrat', url: 'https://www.studiokvadrat.rs/' },
    url: parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL, DEVELOPMENT_SITE_URL),
    language: 'sr-Latn',
    locale: 'sr_RS',
    tagline: 'Vaš osmeh je naša misija. Ekskluzivna stomatološka nega na najvišem nivou.',
    copyrightYear: 2025,
  },
  { file: 'content/site.ts', name: 'site' },
);

/**
 * The values above that are stand-ins until the clinic sends its own (the spec redacts them). When a real
 * value arrives, put it in and delete its path here. While any path is listed, `npm run build` with
 * NEXT_PUBLIC_SITE_URL set to anything but the development default stops and lists them
 * (scripts/check-placeholders.mjs); `ALLOW_PLACEHOLDERS=1` lets a preview deploy through.
 */
export const placeholders: readonly FieldPath<SiteConfig>[] = [
  'brand',
  'legalName',
  'dentist.name',
  'phone.display',
  'phone.e164',
  'email',
  'address.street',
  'address.postalCode',
  'address.geo.latitude',
  'address.geo.longitude',
  'social.instagram',
  'social.tiktok',
  'agency.name',
  'agency.url',
];
