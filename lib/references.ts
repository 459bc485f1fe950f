/**
 * References from prose to the price and treatment model (content/STIL.md §3): `{cena:keramicka-faseta}` in an
 * article, an FAQ answer or the home copy becomes "350 €" at build time, so a figure lives in one place and
 * every page that names it changes with it. Pure: the model comes in as an argument.
 *
 *   {cena:EXPR} {cena:EXPR .. EXPR}   price-list rows: "id", "8 × id", "a + 2 × b", "a - b"; a range of two
 *   {link:ID}                         /cenovnik/#id, for a Markdown link
 *   {paket:ID} {paket:ID:radova|umesto|usteda}   {ukljuceno:ID} {nije-ukljuceno:ID}
 *   {trajanje:ID} {posete:ID} {boravak:ID[:N]} {nocenja:ID[:N]} {dolazak:ID[:N]} {plan:ID}
 *   {provere:ID}                      a plan's check-ups after cementing, in a sentence
 *   {garancija[:ID]} {trajnost[:ID]} {trziste:ID} {trziste-izvor:ID} {rok:ID}
 *   {popust[:EXPR]} {ucesce[:EXPR]} {rate} {rata:N:EXPR}
 *   {tvrdnja:ID}                      a link to the one place a claim is stated (an FAQ answer)
 *   {clanak:SLUG}                     a link to an article, its title as the words
 */
import { formatAmount, formatPrice } from '@/lib/format';
import type { Duration, DurationUnit, MarketSource, Model, Package, Stay, Timeline } from '@/lib/schemas/model';
import type { Price } from '@/lib/schemas/price';

/** A reference in text: `{kind}` or `{kind:argument}`. Braces hold no newline. */
export const REFERENCE_PATTERN = /\{([a-z-]+)(?::([^{}\n]*))?\}/g;

/** The kinds a reference may have; anything else in braces with a colon is reported as unknown. */
export const REFERENCE_KINDS = [
  'cena',
  'link',
  'paket',
  'ukljuceno',
  'nije-ukljuceno',
  'trajanje',
  'posete',
  'boravak',
  'nocenja',
  'dolazak',
  'plan',
  'provere',
  'garancija',
  'trajnost',
  'trziste',
  'trziste-izvor',
  'rok',
  'popust',
  'ucesce',
  'rate',
  'rata',
  'tvrdnja',
  'clanak',
] as const;

export interface ReferenceProblem {
  /** Where the reference starts in the text. */
  offset: number;
  reference: string;
  message: string;
}

export interface ResolveOptions {
  /** Markdown allows the block references ({plan}, lists); plain text gets them joined into a sentence. */
  markdown: boolean;
  /** The words and number formats a reference renders in: Serbian unless an English page asks (issue 27). */
  language?: ReferenceLanguage;
  /**
   * Whether a clinical figure prints its sources beside it (the default): off in the short texts a page shows
   * without links (an article's title, excerpt and description), where the article's own text gives them.
   */
  sources?: boolean;
}

/** How a language writes what a reference renders: prices, durations, lists of counts, arrival days, a plan's table. */
export interface ReferenceLanguage {
  price: (price: Price) => string;
  duration: (duration: Duration) => string;
  countList: (counts: readonly number[], unit: DurationUnit | 'rata') => string;
  /** Schema.org weekday names ("Wednesday") → "u sredu ili u četvrtak". */
  arrivalDays: (days: readonly string[]) => string;
  /** A market range's source ("izvor: …, jun 2025"), or what stands while the clinic has not named one. */
  source: (source: MarketSource | undefined) => string;
  /** The nights of a stay: "8 noćenja". */
  nights: (count: number) => string;
  /** A cited title in running text (an FAQ question a `{tvrdnja:…}` names): „…“ in Serbian, “…” in English. */
  quote: (title: string) => string;
  /** A timeline's table: its header cells and the labels of its rows. */
  plan: {
    day: string;
    visit: string;
    /** The row between two stays: its label, and the wait with why. */
    gapRow: string;
    gap: (wait: string) => string;
    /** The row label of a visit: stay (1-based, when a plan has more than one) and day. */
    visitRow: (stay: number | undefined, day: number) => string;
    /** The row label of the reserve days. */
    reserveRow: (stay: number | undefined, days: number) => string;
    /** The row label of a check-up after cementing: its time from the last visit ("1–2 dana posle cementiranja"). */
    checkupRow: (after: string) => string;
    /** The check-ups in a sentence: each "time: what", joined ("i" before the last). */
    checkups: (items: readonly { after: string; visit: string }[]) => string;
  };
}

class ReferenceFailure extends Error {}

const fail = (message: string): never => {
  throw new ReferenceFailure(message);
};

// ----------------------------------------------------------------------------------------------------------
// Serbian numbers and nouns
// ----------------------------------------------------------------------------------------------------------

/** Nominative singular, paucal (2–4) and genitive plural of each unit. */
const UNIT_FORMS: Record<DurationUnit | 'rata', readonly [string, string, string]> = {
  minut: ['minut', 'minuta', 'minuta'],
  sat: ['sat', 'sata', 'sati'],
  dan: ['dan', 'dana', 'dana'],
  nedelja: ['nedelja', 'nedelje', 'nedelja'],
  mesec: ['mesec', 'meseca', 'meseci'],
  godina: ['godina', 'godine', 'godina'],
  poseta: ['poseta', 'posete', 'poseta'],
  rata: ['rata', 'rate', 'rata'],
};

/** The noun after a number: 1 dan, 21 dan, 2 dana, 5 dana, 12 meseci, 24 rate. */
export function unitFor(count: number, unit: DurationUnit | 'rata'): string {
  const [one, few, many] = UNIT_FORMS[unit];
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return many;
  if (last === 1) return one;
  if (last >= 2 && last <= 4) return few;
  return many;
}

/** { min: 2, max: 4, unit: 'nedelja' } -> "2–4 nedelje"; { min: 10, max: 15, orMore } -> "10–15+ godina". */
export function formatDuration(duration: Duration): string {
  const { min, max, orMore, unit } = duration;
  const upper = max ?? min;
  const numbers = max === undefined ? `${min}` : `${min}–${max}`;
  // "15+" reads as "fifteen or more", so the noun takes the plural of many.
  const noun = orMore ? UNIT_FORMS[unit][2] : unitFor(upper, unit);
  return `${numbers}${orMore ? '+' : ''} ${noun}`;
}

/** 3, 6, 12, 24 -> "3, 6, 12 ili 24 rate" (the noun agrees with the last number). */
export function formatCountList(counts: readonly number[], unit: DurationUnit | 'rata'): string {
  const last = counts[counts.length - 1];
  if (last === undefined) return '';
  const head = counts.slice(0, -1);
  const numbers = head.length === 0 ? `${last}` : `${head.join(', ')} ili ${last}`;
  return `${numbers} ${unitFor(last, unit)}`;
}

/** Whole days of the week in Serbian, as schema.org names them, with their accusative after "u". */
const WEEKDAYS: readonly { name: string; accusative: string }[] = [
  { name: 'Monday', accusative: 'ponedeljak' },
  { name: 'Tuesday', accusative: 'utorak' },
  { name: 'Wednesday', accusative: 'sredu' },
  { name: 'Thursday', accusative: 'četvrtak' },
  { name: 'Friday', accusative: 'petak' },
  { name: 'Saturday', accusative: 'subotu' },
  { name: 'Sunday', accusative: 'nedelju' },
];

/**
 * The arrival weekdays on which every visit day of a stay falls on a day the practice is open: visits on days
 * 1, 2, 6 and 7 at a Monday–Friday practice fit a Wednesday or a Thursday arrival.
 */
export function fittingArrivalDays(visitDays: readonly number[], openDays: readonly string[]): string[] {
  const open = new Set(openDays);
  return WEEKDAYS.map((weekday) => weekday.name).filter((_, start) => visitDays.every((day) => open.has(WEEKDAYS[(start + day - 1) % WEEKDAYS.length]!.name)));
}

/** ["Wednesday", "Thursday"] -> "u sredu ili u četvrtak". */
export function formatArrivalDays(days: readonly string[]): string {
  const words = days.map((day) => `u ${WEEKDAYS.find((weekday) => weekday.name === day)?.accusative ?? day}`);
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} ili ${words[words.length - 1]}`;
}

/** Serbian, the site's own language: the words of content/STIL.md. */
const SERBIAN_MONTHS = ['januar', 'februar', 'mart', 'april', 'maj', 'jun', 'jul', 'avgust', 'septembar', 'oktobar', 'novembar', 'decembar'];

export const SERBIAN: ReferenceLanguage = {
  price: formatPrice,
  duration: formatDuration,
  countList: formatCountList,
  arrivalDays: formatArrivalDays,
  nights: (count) => `${count} ${count % 10 === 1 && count % 100 !== 11 ? 'noćenje' : 'noćenja'}`,
  quote: (title) => `\u201E${title}\u201C`,
  source: (source) =>
    source ? `izvor: ${source.name}, ${SERBIAN_MONTHS[Number(source.date.slice(5, 7)) - 1]} ${source.date.slice(0, 4)}` : 'izvor čeka potvrdu ordinacije',
  plan: {
    day: 'Dan',
    visit: 'Poseta',
    gapRow: 'Pauza',
    gap: (wait) => `${wait}: implantati srastaju sa kosti`,
    visitRow: (stay, day) => `${stay === undefined ? '' : `${stay}. boravak, `}${day}. dan`,
    reserveRow: (stay, days) => `${stay === undefined ? '' : `${stay}. boravak, `}${days === 1 ? 'rezervni dan' : 'rezervni dani'}`,
    checkupRow: (after) => `${after} posle cementiranja`,
    checkups: (items) => items.map(({ after, visit }) => `posle ${after}: ${visit.charAt(0).toLowerCase()}${visit.slice(1)}`).join('; '),
  },
};

// ----------------------------------------------------------------------------------------------------------
// Prices
// ----------------------------------------------------------------------------------------------------------

/** An amount or a range in one currency, what a price expression computes to. */
interface Sum {
  min: number;
  max: number;
  currency: Price['currency'];
}

function rowPrice(model: Model, id: string): Sum {
  const row = model.prices.get(id);
  if (!row) return fail(`nijedna usluga na cenovniku nema oznaku "${id}"`);
  return { min: row.price.amount, max: row.price.upTo ?? row.price.amount, currency: row.price.currency };
}

/** "a + 2 × b - c": price-list ids, each optionally multiplied by a whole number. */
export function evaluatePriceExpression(expression: string, model: Model): Sum {
  const source = expression.trim();
  if (!source) return fail('cena je prazna: upišite oznaku usluge');
  // Split on + and - that stand between spaces, so the hyphens inside ids stay.
  const parts = source.split(/\s+([+-])\s+/);
  let total: Sum | undefined;
  for (let index = 0; index < parts.length; index += 2) {
    const sign = index === 0 ? '+' : parts[index - 1];
    const term = parts[index]!.trim();
    const match = /^(?:(\d+)\s*[×x*]\s*)?([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(term);
    if (!match) return fail(`"${term}" nije razumljivo: upišite oznaku usluge ili "8 × oznaka", a više njih spojite sa " + " ili " - "`);
    const count = match[1] === undefined ? 1 : Number(match[1]);
    const row = rowPrice(model, match[2]!);
    const value = { min: row.min * count, max: row.max * count, currency: row.currency };
    if (total === undefined) total = value;
    else if (total.currency !== value.currency) return fail(`"${expression}" meša valute ${total.currency} i ${value.currency}`);
    else if (sign === '+') total = { ...total, min: total.min + value.min, max: total.max + value.max };
    else total = { ...total, min: total.min - value.max, max: total.max - value.min };
  }
  if (!total || total.min <= 0) return fail(`"${expression}" nije iznos veći od nule`);
  return total;
}

function formatSum(sum: Sum, lang: ReferenceLanguage): string {
  return lang.price({ amount: sum.min, upTo: sum.max > sum.min ? sum.max : undefined, currency: sum.currency });
}

/** `{cena:…}`: one expression, or a range "EXPR .. EXPR" from the lower end of one to the upper end of the other. */
function priceReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const sides = argument.split('..');
  if (sides.length > 2) return fail('raspon ima samo jedno ".."');
  if (sides.length === 1) return formatSum(evaluatePriceExpression(argument, model), lang);
  const low = evaluatePriceExpression(sides[0]!, model);
  const high = evaluatePriceExpression(sides[1]!, model);
  if (low.currency !== high.currency) return fail('dve granice raspona su u različitim valutama');
  if (high.max <= low.min) return fail(`gornja granica (${formatAmount(high.max)}) mora biti veća od donje (${formatAmount(low.min)})`);
  return formatSum({ min: low.min, max: high.max, currency: low.currency }, lang);
}

function euros(amount: number, lang: ReferenceLanguage): string {
  return lang.price({ amount, currency: 'EUR' });
}

function singleAmount(argument: string, model: Model): number {
  const sum = evaluatePriceExpression(argument, model);
  if (sum.min !== sum.max) return fail(`"${argument}" je raspon cena, a popust i rata traže jedan iznos`);
  if (sum.currency !== 'EUR') return fail(`"${argument}" nije u evrima`);
  return sum.min;
}

// ----------------------------------------------------------------------------------------------------------
// Packages and timelines
// ----------------------------------------------------------------------------------------------------------

function findPackage(model: Model, id: string): Package {
  return model.packages.find((entry) => entry.id === id) ?? fail(`nijedan paket nema oznaku "${id}" (Paketi, rokovi i garancija › Paketi)`);
}

/** What a package would cost row by row (units × its unit row), for a package counted in works. */
export function packageRegularPrice(model: Model, entry: Package): Sum | undefined {
  if (entry.units === undefined || entry.unitItem === undefined) return undefined;
  return evaluatePriceExpression(`${entry.units} × ${entry.unitItem}`, model);
}

function packageReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const [id = '', field] = argument.split(':');
  const entry = findPackage(model, id);
  const price = rowPrice(model, entry.priceItem);
  if (field === undefined) return formatSum(price, lang);
  const regular = packageRegularPrice(model, entry) ?? fail(`paket "${id}" se ne broji u radovima (nema „Broj radova“ i „Cena jednog rada“)`);
  switch (field) {
    case 'radova':
      return String(entry.units);
    case 'umesto':
      return formatSum(regular, lang);
    case 'usteda': {
      const saving = regular.min - price.max;
      if (saving <= 0) return fail(`paket "${id}" ne košta manje od svojih ${entry.units} radova na cenovniku`);
      return formatSum({ min: saving, max: saving, currency: price.currency }, lang);
    }
    default:
      return fail(`paket nema podatak "${field}" (postoje: radova, umesto, usteda)`);
  }
}

function findTimeline(model: Model, id: string): Timeline {
  return model.timelines.find((entry) => entry.id === id) ?? fail(`nijedan plan nema oznaku "${id}" (Paketi, rokovi i garancija › Planovi po danima)`);
}

function stayOf(argument: string, model: Model): Stay {
  const [id = '', number] = argument.split(':');
  const timeline = findTimeline(model, id);
  const index = number === undefined ? 0 : Number(number) - 1;
  return timeline.stays[index] ?? fail(`plan "${id}" nema ${number}. boravak`);
}

const lastDay = (stay: Stay) => stay.days[stay.days.length - 1]!.day;

/** The days a stay should last: its last visit plus its reserve days. */
export function stayLength(stay: Stay): number {
  return lastDay(stay) + stay.reserveDays;
}

function arrivalReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const stay = stayOf(argument, model);
  const days = fittingArrivalDays(
    stay.days.map((entry) => entry.day),
    model.openDays,
  );
  if (days.length === 0) return fail(`nijedan dan dolaska ne stavlja sve posete plana "${argument}" na radne dane`);
  return lang.arrivalDays(days);
}

/** A timeline's check-ups after cementing in a sentence ({provere:ID}): "posle 1–2 dana: kratka provera …; posle …". */
function checkupsReference(id: string, model: Model, lang: ReferenceLanguage): string {
  const checkups = findTimeline(model, id).checkups ?? [];
  if (checkups.length === 0) return fail(`plan "${id}" nema provere posle cementiranja (Paketi, rokovi i garancija › Planovi po danima)`);
  return lang.plan.checkups(checkups.map((checkup) => ({ after: factValue(model, checkup.after, lang), visit: checkup.visit })));
}

/** A timeline as a Markdown table, one row per visit, the reserve days and the wait between stays. */
function planTable(timeline: Timeline, model: Model, lang: ReferenceLanguage): string {
  const rows: string[] = [];
  timeline.stays.forEach((stay, index) => {
    if (index > 0 && timeline.gap) rows.push(`| ${lang.plan.gapRow} | ${lang.plan.gap(factValue(model, timeline.gap, lang))} |`);
    const number = timeline.stays.length > 1 ? index + 1 : undefined;
    for (const entry of stay.days) rows.push(`| ${lang.plan.visitRow(number, entry.day)} | ${entry.visit} |`);
    if (stay.reserveDays > 0) {
      rows.push(
        `| ${lang.plan.reserveRow(number, stay.reserveDays)} | ${lang.duration({ min: stay.reserveDays, unit: 'dan' })}${stay.reserveReason ? `, ${stay.reserveReason}` : ''} |`,
      );
    }
  });
  for (const checkup of timeline.checkups ?? []) rows.push(`| ${lang.plan.checkupRow(factValue(model, checkup.after, lang))} | ${checkup.visit} |`);
  return `| ${lang.plan.day} | ${lang.plan.visit} |\n|---|---|\n${rows.join('\n')}`;
}

// ----------------------------------------------------------------------------------------------------------
// Facts, warranty, durability, market, payment
// ----------------------------------------------------------------------------------------------------------

function factValue(model: Model, id: string, lang: ReferenceLanguage): string {
  const fact = model.facts.find((entry) => entry.id === id) ?? fail(`nijedan rok nema oznaku "${id}" (Paketi, rokovi i garancija › Rokovi)`);
  return lang.duration(fact.value);
}

function warrantyReference(argument: string | undefined, model: Model, lang: ReferenceLanguage): string {
  const { terms } = model.warranty;
  if (argument === undefined) {
    const years = terms.map((term) => term.years);
    const min = Math.min(...years);
    const max = Math.max(...years);
    return lang.duration({ min, max: max > min ? max : undefined, unit: 'godina' });
  }
  const term = terms.find((entry) => entry.id === argument) ?? fail(`nijedan rok garancije nema oznaku "${argument}" (Paketi, rokovi i garancija › Garancija)`);
  return lang.duration({ min: term.years, unit: 'godina' });
}

function durabilityReference(argument: string | undefined, model: Model, lang: ReferenceLanguage, cite: boolean): string {
  const entry =
    argument === undefined
      ? model.durability.general
      : (model.durability.materials.find((material) => material.id === argument) ??
        fail(`nijedan materijal nema oznaku "${argument}" (Paketi, rokovi i garancija › Trajnost materijala)`));
  return withSources(lang.duration({ ...entry.years, unit: 'godina' }), entry.sources, model, cite);
}

/**
 * A clinical figure with its sources beside it (issue 40 item 1): "10–15+ godina ([Morimoto et al. 2016](/izvori/#…))",
 * a link to each source's entry on the sources page (`cite`; off where a text shows no links). A clinical figure
 * without sources prints bare: content/clinical-figures.test.ts names each text that gives one (file and line), and
 * a production build refuses the model's unsourced clinical figures (content/confirmations.ts).
 */
export function withSources(figure: string, ids: readonly string[] | undefined, model: Model, cite = true): string {
  if (!ids || ids.length === 0 || !cite) return figure;
  const links = ids.map((id) => {
    const source = model.sources.get(id) ?? fail(`nijedan izvor nema oznaku "${id}" (Izvori)`);
    return `[${source.label}](${source.href})`;
  });
  return `${figure} (${links.join('; ')})`;
}

function marketReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const range =
    model.market.find((entry) => entry.id === argument) ??
    fail(`nijedan tržišni raspon nema oznaku "${argument}" (Paketi, rokovi i garancija › Tržišni rasponi)`);
  return lang.price(range.price);
}

function marketSourceReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const range =
    model.market.find((entry) => entry.id === argument) ??
    fail(`nijedan tržišni raspon nema oznaku "${argument}" (Paketi, rokovi i garancija › Tržišni rasponi)`);
  return lang.source(range.source);
}

/** The monthly instalment, rounded up to a whole euro: (amount − down payment) / count. */
export function monthlyInstalment(amount: number, count: number, downPaymentPercent: number): number {
  return Math.ceil((amount * (1 - downPaymentPercent / 100)) / count - 1e-9);
}

function instalmentReference(argument: string, model: Model, lang: ReferenceLanguage): string {
  const match = /^(\d+):(.+)$/.exec(argument);
  if (!match) return fail('pišite {rata:BROJ:OZNAKA}, npr. {rata:12:hollywood-smile}');
  const count = Number(match[1]);
  if (!model.payment.instalmentCounts.includes(count)) return fail(`${count} nije među brojevima rata (${model.payment.instalmentCounts.join(', ')})`);
  return euros(monthlyInstalment(singleAmount(match[2]!, model), count, model.payment.downPaymentPercent), lang);
}

/** A percentage of an amount, rounded to a whole euro: the cash discount, the down payment. */
export const percentOf = (amount: number, percent: number) => Math.round((amount * percent) / 100);

// ----------------------------------------------------------------------------------------------------------
// One reference, and a whole text
// ----------------------------------------------------------------------------------------------------------

function list(items: readonly string[], options: ResolveOptions, model: Model): string {
  const resolved = items.map((item) => resolveOrThrow(item, model, { ...options, markdown: false }));
  // In running text the items are separated by semicolons, since an item may hold a comma.
  return options.markdown ? resolved.map((item) => `- ${item}`).join('\n') : resolved.join('; ');
}

function resolveOne(kind: string, argument: string | undefined, model: Model, options: ResolveOptions): string {
  const lang = options.language ?? SERBIAN;
  const required = () => argument ?? fail(`{${kind}} traži oznaku: {${kind}:…}`);
  switch (kind) {
    case 'cena':
      return priceReference(required(), model, lang);
    case 'link': {
      const id = required();
      if (!model.prices.has(id) && !model.priceCategories.has(id)) return fail(`nijedna usluga ni kategorija na cenovniku nema oznaku "${id}"`);
      return `${model.priceListPath}#${id}`;
    }
    case 'paket':
      return packageReference(required(), model, lang);
    case 'ukljuceno':
      return list(findPackage(model, required()).includes, options, model);
    case 'nije-ukljuceno':
      return list(findPackage(model, required()).excludes, options, model);
    case 'trajanje':
      return lang.duration({ min: lastDay(stayOf(required(), model)), unit: 'dan' });
    case 'posete':
      return lang.duration({ min: stayOf(required(), model).days.length, unit: 'poseta' });
    case 'boravak':
      return lang.duration({ min: stayLength(stayOf(required(), model)), unit: 'dan' });
    case 'nocenja':
      // A stay of 9 days, arriving on the first and leaving on the last, is 8 nights.
      return lang.nights(stayLength(stayOf(required(), model)) - 1);
    case 'dolazak':
      return arrivalReference(required(), model, lang);
    case 'plan':
      if (!options.markdown) return fail('{plan:…} is a table: use it in an article, as a paragraph of its own');
      return planTable(findTimeline(model, required()), model, lang);
    case 'provere':
      return checkupsReference(required(), model, lang);
    case 'garancija':
      return warrantyReference(argument, model, lang);
    case 'trajnost':
      return durabilityReference(argument, model, lang, options.sources !== false);
    case 'trziste':
      return marketReference(required(), model, lang);
    case 'trziste-izvor':
      return marketSourceReference(required(), model, lang);
    case 'rok': {
      const id = required();
      const fact = model.facts.find((entry) => entry.id === id);
      return fact?.clinical ? withSources(factValue(model, id, lang), fact.sources, model, options.sources !== false) : factValue(model, id, lang);
    }
    case 'popust':
      return argument === undefined
        ? `${model.payment.cashDiscountPercent}%`
        : euros(percentOf(singleAmount(argument, model), model.payment.cashDiscountPercent), lang);
    case 'ucesce':
      return argument === undefined
        ? `${model.payment.downPaymentPercent}%`
        : euros(percentOf(singleAmount(argument, model), model.payment.downPaymentPercent), lang);
    case 'rate':
      return lang.countList(model.payment.instalmentCounts, 'rata');
    case 'rata':
      return instalmentReference(required(), model, lang);
    case 'tvrdnja': {
      const id = required();
      const claim =
        model.claims.get(id) ?? fail(`nijedno pitanje u Čestim pitanjima nema oznaku tvrdnje "${id}" (postoje: ${[...model.claims.keys()].join(', ')})`);
      // A Markdown link in an article and in plain text alike: the components that show data texts render it
      // (components/linked-text.tsx), the rest take its words (lib/inline-links.ts withoutLinks).
      // The question is a title cited in a sentence, so it stands in quotation marks (outside the link's words).
      return lang.quote(`[${claim.label}](${claim.href})`);
    }
    case 'clanak': {
      const slug = required();
      const article = model.articles.get(slug) ?? fail(`nijedan članak (na ovom jeziku) nema adresu "${slug}"`);
      return `[${article.label}](${article.href})`;
    }
    default:
      return fail(`nepoznata vrsta reference "${kind}" (postoje: ${REFERENCE_KINDS.join(', ')})`);
  }
}

/** Every reference in a text replaced by its value, and a problem for each that cannot be resolved. */
export function resolveReferences(text: string, model: Model, options: ResolveOptions): { text: string; problems: ReferenceProblem[] } {
  const problems: ReferenceProblem[] = [];
  // Braces are not Serbian punctuation: anything in them that is not a reference is a mistyped one ("{ cena:x }").
  for (const stray of text.matchAll(/\{[^{}\n]*\}/g)) {
    if (!new RegExp(`^${REFERENCE_PATTERN.source}$`).test(stray[0])) {
      problems.push({
        offset: stray.index,
        reference: stray[0],
        message: 'nije ispravna referenca: pišite {vrsta:oznaka} bez razmaka, npr. {cena:keramicka-faseta}',
      });
    }
  }
  const resolved = text.replace(REFERENCE_PATTERN, (reference: string, kind: string, argument: string | undefined, offset: number) => {
    try {
      return resolveOne(kind, argument?.trim(), model, options);
    } catch (error) {
      if (!(error instanceof ReferenceFailure)) throw error;
      problems.push({ offset, reference, message: error.message });
      return reference;
    }
  });
  // A title that ends in "?" or "!" (an article's, linked by {clanak:…}) closes the sentence itself: no "?." after it.
  const punctuated = resolved.replace(/([?!])\]\(([^()\s]+)\)\.(?!\.)/g, '$1]($2)');
  return { text: punctuated, problems: problems.sort((a, b) => a.offset - b.offset) };
}

/** resolveReferences for text inside the model itself (a package's inclusions): a problem throws. */
function resolveOrThrow(text: string, model: Model, options: ResolveOptions): string {
  const result = resolveReferences(text, model, options);
  const [first] = result.problems;
  if (first) fail(`${first.reference} u "${text}": ${first.message}`);
  return result.text;
}

/** The 1-based line of an offset in a text. */
export function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}
