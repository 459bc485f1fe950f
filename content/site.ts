/**
 * The clinic's identity: the one place to change the brand, the dentist, the contact details,
 * the social profiles and the site's public URL. Navigation, footer, call buttons, metadata,
 * JSON-LD and the sitemap all read from here.
 *
 * The values are data: content/data/site.json, edited through /admin/ (content/cms-config.yml). The spec
 * redacts the real ones; the stand-ins are listed in `placeholders` below. A build for any site URL other
 * than the development default stops while one is left (lib/placeholders.ts).
 */
import { englishPersonName } from '@/lib/english';
import siteData from '@/content/data/site.json';
import siteWords from '@/content/en/site.json';
import { followPageLanguage, type ByLanguage } from '@/content/page-language';
import { SHARED_KEYS, inStepWithSerbian, wordsFileOf } from '@/content/translations';
import { dropEmptyFields, parseDataFile, parseUntyped } from '@/lib/content-check';
import { LOCALES } from '@/lib/locales';
import { overlayWords } from '@/lib/translation';
import type { StandIns } from '@/lib/placeholders';
import { wordsFileSchemas } from '@/lib/schemas/by-file';
import { siteFileSchema, type SiteConfig } from '@/lib/schemas/site';
import { parseSiteUrl } from '@/lib/site-url';

export type { OpeningHours, SiteConfig, WeekDay } from '@/lib/schemas/site';

/**
 * The development default origin. Overridable at build time: `NEXT_PUBLIC_SITE_URL=https://example.rs npm run build`;
 * a build for any other origin must not carry placeholders (see `placeholders`).
 */
export const DEVELOPMENT_SITE_URL = 'https://www.auroradental.rs';

/**
 * Checked at load (lib/schemas/site.ts): E.164 phone, e-mail, URLs, hours, coordinates. The clinic edits
 * content/data/site.json (through /admin/); the origin, language and locale are the build's.
 */
const serbian: SiteConfig = {
  ...parseDataFile(siteFileSchema, siteData, { file: 'content/data/site.json' }),
  url: parseSiteUrl(process.env.NEXT_PUBLIC_SITE_URL, DEVELOPMENT_SITE_URL),
  language: LOCALES.sr.htmlLang,
  locale: LOCALES.sr.ogLocale,
};

let english: SiteConfig | undefined;

/**
 * The clinic in each language (issue 27): the English shares every name, number and address of the Serbian file
 * and takes its words (the tagline, the hours' label, the address's district and city) from content/en/site.json,
 * built on first use.
 */
export const siteIn: ByLanguage<SiteConfig> = {
  sr: serbian,
  get en() {
    const words = overlayWords(siteData, siteWords, { file: wordsFileOf('site.json'), sharedKeys: SHARED_KEYS['site.json'], inStep: inStepWithSerbian });
    const parsed = parseUntyped(wordsFileSchemas['site.json'], dropEmptyFields(words), { file: wordsFileOf('site.json') });
    return (english ??= {
      ...parsed,
      dentist: { ...parsed.dentist, name: englishPersonName(parsed.dentist.name) },
      url: serbian.url,
      language: LOCALES.en.htmlLang,
      locale: LOCALES.en.ogLocale,
    });
  },
};

/** The clinic in the page's language (content/page-language.ts); Serbian outside a page's render. */
export const site: SiteConfig = followPageLanguage('content/site.ts › site', siteIn);

/**
 * The stand-ins in content/data/site.json until the clinic sends its own values (the spec redacts them). A field
 * counts as a placeholder while it still holds the value below; once edited (through /admin/ or by hand) it is
 * real. While any is left, `npm run build` with NEXT_PUBLIC_SITE_URL set to anything but the development default
 * stops and lists them (scripts/check-content.mjs); `ALLOW_PLACEHOLDERS=1` lets a preview deploy through.
 */
export const placeholders: StandIns<SiteConfig> = {
  brand: 'Aurora Dental',
  legalName: 'Aurora Dental – stomatološka ordinacija',
  'dentist.name': 'dr Milica Jovanović',
  'phone.display': '+381 60 123 4567',
  'phone.e164': '+381601234567',
  email: 'kontakt@auroradental.rs',
  'address.street': 'Hercegovačka 14',
  'address.postalCode': '11000',
  'address.geo.latitude': 44.8076,
  'address.geo.longitude': 20.4498,
  'social.instagram': 'https://www.instagram.com/auroradental.rs/',
  'social.tiktok': 'https://www.tiktok.com/@auroradental.rs',
  'trust.licence': 'Stomatološka komora Srbije, licenca br. 000000',
  'trust.legal': 'Matični broj 00000000, PIB 000000000, rešenje Ministarstva zdravlja br. 0000/2025',
  'trust.ceramics': 'IPS e.max (Ivoclar) i cirkonija Katana (Kuraray Noritake)',
  'trust.implants.standard': 'Alpha-Bio Tec',
  'trust.implants.premium': 'Straumann',
  'trust.reviewsUrl': 'https://www.google.com/maps/search/?api=1&query=Aurora+Dental+Beograd',
  'agency.name': 'Studio Kvadrat',
  'agency.url': 'https://www.studiokvadrat.rs/',
};
