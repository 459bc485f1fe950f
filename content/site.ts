/**
 * The clinic's identity: the one place to change the brand, the dentist, the contact details,
 * the social profiles and the site's public URL. Navigation, footer, call buttons, metadata,
 * JSON-LD and the sitemap all read from here.
 *
 * The spec redacts the real values; the stand-ins are listed in `placeholders` below. A build for any
 * site URL other than the development default stops while one is listed (lib/placeholders.ts).
 */
import type { FieldPath } from '@/lib/placeholders';
import { parseSiteUrl } from '@/lib/site-url';

export type WeekDay = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  days: readonly WeekDay[];
  /** 24-hour "HH:MM". */
  opens: string;
  closes: string;
  /** How the hours read on the page (spec §9: Mon–Fri 10:00–20:00; written as content/STIL.md §1 and §4 say). */
  label: string;
}

export interface SiteConfig {
  /** The practice's short brand name: the logo text and the © line. */
  brand: string;
  /** The longer name used in titles and structured data. */
  legalName: string;
  dentist: { name: string; title: string };
  phone: { display: string; e164: string };
  email: string;
  address: {
    street: string;
    district: string;
    postalCode: string;
    city: string;
    country: string;
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: string;
    geo: { latitude: number; longitude: number };
  };
  hours: OpeningHours;
  social: { instagram: string; tiktok: string };
  /** How patients may pay, for structured data; only what the content states. */
  paymentAccepted: readonly string[];
  agency: { name: string; url: string };
  /** Absolute origin without a trailing slash; every absolute URL derives from it. */
  url: string;
  /** BCP 47 tag of the pages: Serbian in Latin script. */
  language: string;
  /** Open Graph locale. */
  locale: string;
  tagline: string;
  copyrightYear: number;
}

/**
 * The development default origin. Overridable at build time: `NEXT_PUBLIC_SITE_URL=https://example.rs npm run build`;
 * a build for any other origin must not carry placeholders (see `placeholders`).
 */
export const DEVELOPMENT_SITE_URL = 'https://www.auroradental.rs';

export const site = {
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
} as const satisfies SiteConfig;

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
