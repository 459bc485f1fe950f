/**
 * The clinic's identity (content/site.ts): brand, dentist, contact details, address, hours, profiles and
 * the site's origin. Navigation, footer, metadata, JSON-LD, the vCard and the sitemap read it.
 */
import { z } from 'zod';
import { describeValue } from '@/lib/content-issues';
import { text, webUrl } from '@/lib/schemas/fields';

export const weekDays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export type WeekDay = (typeof weekDays)[number];

/** The days as the label writes them (content/STIL.md §4: "Ponedeljak–petak"), lower-cased. */
const serbianDayNames: Record<WeekDay, string> = {
  Monday: 'ponedeljak',
  Tuesday: 'utorak',
  Wednesday: 'sreda',
  Thursday: 'četvrtak',
  Friday: 'petak',
  Saturday: 'subota',
  Sunday: 'nedelja',
};

/** "10:00" as a label may write it: "10:00", "10.00" or, on the hour, "10" ("10–20 h"); "09:30" also as "9:30". */
function clockTimePattern(time: string): RegExp {
  const [hours = '', minutes = ''] = time.split(':');
  const hour = `0?${Number(hours)}`;
  return new RegExp(`(?<![\\d:.])${hour}${minutes === '00' ? '(?:[:.]00)?' : `[:.]${minutes}`}(?![:.]?\\d)`);
}

/**
 * What a label must name to say the same hours as `days`, `opens` and `closes`: the first and the last open
 * day, the opening and the closing time. Empty when it names them all.
 */
export function hoursLabelMisses({ days, opens, closes, label }: { days: readonly WeekDay[]; opens: string; closes: string; label: string }): string[] {
  const text = label.toLocaleLowerCase('sr');
  const ends = [...new Set([days[0], days[days.length - 1]])].filter((day): day is WeekDay => day !== undefined);
  return [
    // In Serbian ("ponedeljak") or, on the English pages, schema.org's own name ("Monday").
    ...ends.filter((day) => !text.includes(serbianDayNames[day]) && !text.includes(day.toLowerCase())).map((day) => serbianDayNames[day]),
    ...[opens, closes].filter((time) => !clockTimePattern(time).test(text)),
  ];
}

/**
 * The digits of a number as dialled from abroad, country code first: "+381 60 123 4567" → "381601234567".
 * "00381 …" reads as "+381 …", and the trunk "(0)" some write after the country code is no digit. Undefined
 * for a number written without its country code ("060 123 4567").
 */
export function internationalDigits(display: string): string | undefined {
  const trimmed = display.trim().replace(/\(0\)/g, '');
  const international = trimmed.startsWith('+') ? trimmed.slice(1) : trimmed.startsWith('00') ? trimmed.slice(2) : undefined;
  return international?.replace(/\D/g, '');
}

/** 24-hour "HH:MM". */
const clockTime = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, { error: (issue) => `očekuje se vreme u obliku 09:30, a upisano je ${describeValue(issue.input)}` });

export const openingHoursSchema = z
  .strictObject({
    days: z.array(z.enum(weekDays)).min(1).readonly(),
    opens: clockTime,
    closes: clockTime,
    /** How the hours read on the page (spec §9: Mon–Fri 10:00–20:00; written as content/STIL.md §1 and §4 say). */
    label: text(),
  })
  .superRefine((hours, context) => {
    const { opens, closes, label } = hours;
    if (closes <= opens)
      context.addIssue({ code: 'custom', path: ['closes'], input: closes, message: `mora biti posle vremena otvaranja (${opens}), a upisano je ${closes}` });
    // The label repeats days, opens and closes in words (structured data reads those): both must say the same.
    const misses = hoursLabelMisses(hours);
    if (misses.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['label'],
        input: label,
        message: `treba da navede ${misses.join(', ')}, kao radni dani i vreme otvaranja i zatvaranja: isto radno vreme na oba mesta, a upisano je "${label}"`,
      });
    }
  });

export type OpeningHours = z.output<typeof openingHoursSchema>;

export const siteConfigSchema = z.strictObject({
  /** The practice's short brand name: the logo text and the © line. */
  brand: text(),
  /** The longer name used in titles and structured data. */
  legalName: text(),
  dentist: z.strictObject({ name: text(), title: text() }),
  phone: z
    .strictObject({
      /** The number as the page shows it, with its country code: "+381 60 123 4567". */
      display: text(),
      /** What tel:, Viber, WhatsApp and the vCard dial. */
      e164: z.string().regex(/^\+[1-9]\d{6,14}$/, {
        error: (issue) => `očekuje se broj sa pozivnim brojem zemlje, bez razmaka, npr. +381601234567, a upisano je ${describeValue(issue.input)}`,
      }),
    })
    .superRefine(({ display, e164 }, context) => {
      // One number written twice: a visitor reads `display` and the phone dials `e164`, so they must agree.
      const digits = internationalDigits(display);
      if (digits !== e164.slice(1)) {
        context.addIssue({
          code: 'custom',
          path: ['display'],
          input: display,
          message:
            digits === undefined
              ? `upišite broj sa pozivnim brojem zemlje, kao u polju za pozive (${e164}), a upisano je "${display}"`
              : `nije isti broj kao u polju za pozive (${e164}): upišite isti broj u oba polja, a upisano je "${display}"`,
        });
      }
    }),
  email: z.email({ error: (issue) => `očekuje se adresa e-pošte, a upisano je ${describeValue(issue.input)}` }),
  address: z.strictObject({
    street: text(),
    district: text(),
    postalCode: z.string().regex(/^\d{5}$/, { error: (issue) => `očekuje se poštanski broj od pet cifara, a upisano je ${describeValue(issue.input)}` }),
    city: text(),
    country: text(),
    /** ISO 3166-1 alpha-2, for structured data. */
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: (issue) => `očekuju se dva velika slova, npr. RS, a upisano je ${describeValue(issue.input)}` }),
    geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  }),
  hours: openingHoursSchema,
  social: z.strictObject({ instagram: webUrl, tiktok: webUrl }),
  /** How patients may pay, for structured data; only what the content states. */
  paymentAccepted: z.array(text()).readonly(),
  /** What a patient checks before trusting a practice: its licence, the brands it works with, its reviews. */
  trust: z.strictObject({
    /** The chamber and the licence number, as the practice is registered. */
    licence: text(),
    /**
     * The practice as a legal entity (issue 40): its registration and tax numbers and the health ministry's decision
     * that it meets the conditions for its work, as a patient or the Dental Chamber would look them up.
     */
    legal: text().optional(),
    /** The ceramics and their makers. */
    ceramics: text(),
    /** The implant brands behind the price list's "standardni brend" and "premium brend" rows. */
    implants: z.strictObject({ standard: text(), premium: text() }),
    /** The practice's listing on a map, where patients leave reviews: a link, never an embed. */
    reviewsUrl: webUrl,
  }),
  agency: z.strictObject({ name: text(), url: webUrl }),
  /** Absolute origin without a trailing slash; every absolute URL derives from it (lib/site-url.ts parses it). */
  url: z.string().regex(/^https?:\/\/[^/?#]+$/, { error: (issue) => `expected an origin such as https://www.example.rs, got ${describeValue(issue.input)}` }),
  /** BCP 47 tag of the pages: Serbian in Latin script. */
  language: text(),
  /** Open Graph locale. */
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, { error: (issue) => `expected a locale such as sr_RS, got ${describeValue(issue.input)}` }),
  tagline: text(),
  copyrightYear: z.int().min(2000).max(2100),
});

export type SiteConfig = z.output<typeof siteConfigSchema>;

/** content/data/site.json, as the CMS writes it: everything but the build's origin, language and locale. */
export const siteFileSchema = siteConfigSchema.omit({ url: true, language: true, locale: true });
