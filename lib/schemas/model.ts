/**
 * The price and treatment model (content/model.ts, content/STIL.md §3): packages, day-by-day timelines, the
 * warranty, durability, market ranges, payment terms and other durations. Prices come only from the price
 * list; this model refers to its rows by id. Prose names any of these through a reference (lib/references.ts).
 */
import { z } from 'zod';
import { anchorId, text, uniqueBy, webUrl, wholeNumber } from '@/lib/schemas/fields';
import { priceSchema } from '@/lib/schemas/price';

/** The units a duration is counted in; lib/references.ts declines each noun by the number. */
export const durationUnits = ['minut', 'sat', 'dan', 'nedelja', 'mesec', 'godina', 'poseta'] as const;
export type DurationUnit = (typeof durationUnits)[number];

/** "6 meseci", "2–4 nedelje", "10–15+ godina". */
export const durationSchema = z
  .strictObject({
    min: z.number().int().positive(),
    max: z.number().int().positive().optional(),
    /** "15+": the upper end or more. */
    orMore: z.boolean().optional(),
    unit: z.enum(durationUnits),
  })
  .refine(({ min, max }) => max === undefined || max > min, { message: '„Do“ mora biti veće od „Od“', path: ['max'] });

export type Duration = z.output<typeof durationSchema>;

const yearsSchema = z
  .strictObject({ min: z.number().int().positive(), max: z.number().int().positive().optional(), orMore: z.boolean().optional() })
  .refine(({ min, max }) => max === undefined || max > min, { message: '„Do“ mora biti veće od „Od“', path: ['max'] });

export const packageSchema = z.strictObject({
  id: anchorId,
  name: text(),
  /** The price-list row that carries the package's price. */
  priceItem: anchorId,
  /** How many works (units) the package covers at most, when it is counted in works. */
  units: z.number().int().positive().optional(),
  /** The price-list row one unit costs on its own: "instead of" = units × its price. Only with `units`. */
  unitItem: anchorId.optional(),
  /** The timeline (timelines.json) the package follows. */
  timeline: anchorId,
  includes: z.array(text()).min(1),
  excludes: z.array(text()).min(1),
  /** When the package price applies. */
  condition: text(),
});
export type Package = z.output<typeof packageSchema>;

/** A package counted in works, with the row each work costs on its own. */
export const countedPackageSchema = packageSchema.refine((entry) => (entry.units === undefined) === (entry.unitItem === undefined), {
  message: '„Broj radova“ i „Cena jednog rada“ idu zajedno: popunite oba polja ili nijedno',
  path: ['unitItem'],
});

export const timelineDaySchema = z.strictObject({
  /** The day of the stay, 1 = arrival. */
  day: z.number().int().positive(),
  visit: text(),
});

export const staySchema = z.strictObject({
  label: text(),
  days: z
    .array(timelineDaySchema)
    .min(1)
    .refine((days) => days.every((entry, index) => index === 0 || entry.day > days[index - 1]!.day), 'dani idu redom, od manjeg ka većem'),
  /** Days to stay after the last visit, for a follow-up or an adjustment. */
  reserveDays: wholeNumber,
  reserveReason: text().optional(),
});
export type Stay = z.output<typeof staySchema>;

export const timelineSchema = z.strictObject({
  id: anchorId,
  name: text(),
  condition: text(),
  stays: z.array(staySchema).min(1),
  /** A fact id (facts.json): the wait between two stays. */
  gap: anchorId.optional(),
  /**
   * The check-ups after the work is cemented (issue 40 item 6), in order: each after a fact's time (facts.json, from
   * the last visit) and what it is. Every page that names the plan shows them ({plan:…}, {provere:…}, the estimate).
   */
  checkups: z
    .array(z.strictObject({ after: anchorId, visit: text() }))
    .readonly()
    .optional(),
});
export type Timeline = z.output<typeof timelineSchema>;

export const warrantySchema = z.strictObject({
  terms: z
    .array(z.strictObject({ id: anchorId, work: text(), years: z.number().int().positive() }))
    .min(1)
    .superRefine(uniqueBy('id')),
  covers: text(),
  conditions: z.array(text()).min(1),
  controlsAbroad: text(),
});
export type Warranty = z.output<typeof warrantySchema>;

/**
 * The sources a clinical figure rests on (issue 40 item 1): ids of content/data/sources.json, each linked beside the
 * figure wherever a page gives it. A lifespan, a survival rate, a healing time or a risk without one is refused where
 * a page names it (content/clinical-figures.test.ts).
 */
const sourceIds = z.array(anchorId).min(1).readonly().optional();

export const durabilitySchema = z.strictObject({
  general: z.strictObject({ what: text(), years: yearsSchema, sources: sourceIds }),
  materials: z
    .array(z.strictObject({ id: anchorId, material: text(), years: yearsSchema, sources: sourceIds }))
    .min(1)
    .superRefine(uniqueBy('id')),
});
export type Durability = z.output<typeof durabilitySchema>;

/**
 * Where a market range comes from (issue 40 item 4): a named, dated source. A range without one is a comparison the
 * site may not publish: a production build refuses it (content/placeholders.ts), and `{trziste-izvor:…}` says so.
 */
export const marketSourceSchema = z.strictObject({
  name: text(),
  /** When the source was published or read: "2025-06". */
  date: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'očekuje se mesec u obliku 2025-06'),
  url: webUrl.optional(),
});
export type MarketSource = z.output<typeof marketSourceSchema>;

export const marketRangeSchema = z.strictObject({ id: anchorId, what: text(), covers: text(), price: priceSchema, source: marketSourceSchema.optional() });
export type MarketRange = z.output<typeof marketRangeSchema>;

export const paymentSchema = z.strictObject({
  cashDiscountPercent: z.number().positive().max(50),
  cashDiscountRule: text(),
  instalmentCounts: z.array(z.number().int().min(2)).min(1),
  downPaymentPercent: z.number().positive().max(100),
  instalmentRule: text(),
  /** Dinars to a euro, for the euro equivalent of a dinar price on the English pages ("1,000 RSD (about €9)"). */
  rsdPerEur: z.number().positive().optional(),
});
export type Payment = z.output<typeof paymentSchema>;

export const factSchema = z.strictObject({
  id: anchorId,
  what: text(),
  value: durationSchema,
  /** A clinical figure (a healing time, a risk), not the practice's own schedule: it needs its sources. */
  clinical: z.boolean().optional(),
  sources: sourceIds,
});
export type Fact = z.output<typeof factSchema>;

/** The files of content/data/model/, as the CMS writes them. */
export const modelFileSchemas = {
  packages: z.strictObject({ packages: z.array(countedPackageSchema).superRefine(uniqueBy('id')) }),
  timelines: z.strictObject({ timelines: z.array(timelineSchema).min(1).superRefine(uniqueBy('id')) }),
  warranty: warrantySchema,
  durability: durabilitySchema,
  market: z.strictObject({ ranges: z.array(marketRangeSchema).superRefine(uniqueBy('id')) }),
  payment: paymentSchema,
  facts: z.strictObject({ facts: z.array(factSchema).superRefine(uniqueBy('id')) }),
};

/** Everything a reference can name. The price rows are the price list's, by id. */
export interface Model {
  prices: ReadonlyMap<string, { price: z.output<typeof priceSchema>; categoryId: string }>;
  /** Category ids of the price list, for links to a category. */
  priceCategories: ReadonlySet<string>;
  packages: readonly Package[];
  timelines: readonly Timeline[];
  warranty: Warranty;
  durability: Durability;
  market: readonly MarketRange[];
  payment: Payment;
  facts: readonly Fact[];
  /** The weekdays the practice is open, as schema.org names them ("Monday"). */
  openDays: readonly string[];
  /** The sources of the clinical figures, by id: how a figure cites each and its entry on the sources page. */
  sources: ReadonlyMap<string, Claim>;
  /** The price list's path ("/cenovnik/"), for `{link:…}`. */
  priceListPath: string;
  /**
   * The claims a patient relies on, each stated once at its home (an FAQ answer with a `claim` anchor), for
   * `{tvrdnja:…}`: the home's question as the link's words and its address ("/faq/#konsultacija").
   */
  claims: ReadonlyMap<string, Claim>;
  /**
   * The articles by their Serbian file name, for `{clanak:…}`: the title as the link's words and the page, in the
   * model's language (an article not translated yet is absent from the English model).
   */
  articles: ReadonlyMap<string, Claim>;
}

/** One claim's home: the question that answers it, and where it is. */
export interface Claim {
  label: string;
  href: string;
}
