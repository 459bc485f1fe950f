/**
 * The price estimate of /cenovnik/ (issue 26): a treatment in one material or brand, a number of teeth, implants
 * or jaws, and what the price list and its packages make of them. Pure: the build derives an `EstimateModel`
 * from the price and treatment model (content/estimate.ts) and renders the table of common cases with it; the
 * small browser script (lib/estimate-form.ts) computes the same from the same data, so no figure is typed twice.
 *
 * In either language (issue 27): the words come in as an argument (`EstimateWords`), and they name their
 * language, which chooses how the figures are written (`FIGURES`). The browser script holds no words of its own.
 */
import { formatPriceEnglish } from '@/lib/english';
import { countWord, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/locales';
import { monthlyInstalment, percentOf } from '@/lib/references';

/** A price-list row one unit of an option costs (its id is the row's anchor on /cenovnik/). */
export interface EstimateRow {
  id: string;
  name: string;
  /** EUR. */
  amount: number;
}

/** A package of the model: its own row and price; a counted one covers up to `units` of `unitRowId`. */
export interface EstimatePackage {
  id: string;
  name: string;
  rowId: string;
  price: number;
  units?: number;
  unitRowId?: string;
}

/** One choice of the form: "Keramička faseta – slojevita e.max", per tooth. */
export interface EstimateOption {
  id: string;
  /** The treatment it belongs to ("Fasete"): the select's group. */
  group: string;
  label: string;
  /** The rows one unit costs: a veneer's one row; an implant and its crown. */
  rows: EstimateRow[];
  /** The count's label ("Broj zuba"), the unit's forms after a number (`CountForms`) and the largest count. */
  countLabel: string;
  unit: CountForms;
  maxCount: number;
  /** The count the option opens with when the patient switches to it from a treatment counted in other units. */
  startCount: number;
  /** The treatment plan by days it follows (content/data/model/timelines.json), when the model has one. */
  timeline?: string;
}

export interface EstimateModel {
  options: EstimateOption[];
  packages: EstimatePackage[];
  cashDiscountPercent: number;
  downPaymentPercent: number;
  instalmentCounts: number[];
}

export interface EstimateLine {
  row: EstimateRow;
  count: number;
  amount: number;
}

/** How a package bears on the estimate. */
export type PackageUse =
  /** Its price replaces the rows' (the package covers `covered` units; `extra` more are priced by the list). */
  | { kind: 'applied'; package: EstimatePackage; covered: number; extra: number; saving: number }
  /** The row itself is the package (All-on-6, per jaw): what it includes is what the price buys. */
  | { kind: 'row'; package: EstimatePackage }
  /** The package would cost more than the rows: it pays off from `fromCount` units. */
  | { kind: 'notYet'; package: EstimatePackage; fromCount: number };

export interface Estimate {
  option: EstimateOption;
  count: number;
  lines: EstimateLine[];
  /** The rows at list price. */
  listTotal: number;
  packageUse?: PackageUse;
  total: number;
  cashDiscountPercent: number;
  cashDiscount: number;
  cashTotal: number;
  downPaymentPercent: number;
  downPayment: number;
  instalments: { count: number; monthly: number }[];
}

/** The count an option allows: a whole number from 1 to its maximum. */
export function clampCount(count: number, option: EstimateOption): number {
  if (!Number.isFinite(count)) return 1;
  return Math.min(option.maxCount, Math.max(1, Math.round(count)));
}

/**
 * The count after the patient switches from one option to another: kept when both count the same thing (teeth) and
 * the new one allows it; otherwise the new option's own start (All-on-6 starts at one jaw), and `changed` says the
 * form must tell the patient, since a count never changes silently.
 */
export function countOnSwitch(from: EstimateOption | undefined, to: EstimateOption, count: number): { count: number; changed: boolean } {
  // The first choice (the page's, or one the browser restored) keeps its count.
  const sameUnit = from === undefined || (from.countLabel === to.countLabel && from.unit.join() === to.unit.join());
  const next = sameUnit ? clampCount(count, to) : clampCount(to.startCount, to);
  return { count: next, changed: from !== undefined && from.id !== to.id && next !== count };
}

function packageUseOf(model: EstimateModel, option: EstimateOption, count: number, listTotal: number): PackageUse | undefined {
  const onlyRow = option.rows.length === 1 ? option.rows[0] : undefined;
  for (const entry of model.packages) {
    if (entry.units !== undefined && entry.unitRowId !== undefined && onlyRow?.id === entry.unitRowId) {
      const extra = Math.max(0, count - entry.units);
      const packaged = entry.price + extra * onlyRow.amount;
      if (packaged < listTotal) return { kind: 'applied', package: entry, covered: count - extra, extra, saving: listTotal - packaged };
      // The count from which the package costs less than its rows, if the treatment allows that many.
      const fromCount = Math.floor(entry.price / onlyRow.amount) + 1;
      return fromCount <= Math.min(entry.units, option.maxCount) ? { kind: 'notYet', package: entry, fromCount } : undefined;
    }
    if (entry.units === undefined && option.rows.some((row) => row.id === entry.rowId)) return { kind: 'row', package: entry };
  }
  return undefined;
}

/** The estimate for `count` units of an option: the rows, the package that applies, the cash price and the instalments. */
export function estimate(model: EstimateModel, optionId: string, count: number): Estimate {
  const option = model.options.find((entry) => entry.id === optionId);
  if (!option) throw new Error(`estimate: no option "${optionId}" (there are: ${model.options.map((entry) => entry.id).join(', ')})`);
  const units = clampCount(count, option);
  const lines = option.rows.map((row) => ({ row, count: units, amount: row.amount * units }));
  const listTotal = lines.reduce((sum, line) => sum + line.amount, 0);
  const packageUse = packageUseOf(model, option, units, listTotal);
  const total = packageUse?.kind === 'applied' ? listTotal - packageUse.saving : listTotal;
  const cashDiscount = percentOf(total, model.cashDiscountPercent);
  return {
    option,
    count: units,
    lines,
    listTotal,
    packageUse,
    total,
    cashDiscountPercent: model.cashDiscountPercent,
    cashDiscount,
    cashTotal: total - cashDiscount,
    downPaymentPercent: model.downPaymentPercent,
    downPayment: percentOf(total, model.downPaymentPercent),
    instalments: model.instalmentCounts.map((instalments) => ({
      count: instalments,
      monthly: monthlyInstalment(total, instalments, model.downPaymentPercent),
    })),
  };
}

/** The package whose contents the estimate shows: the one whose price it uses (applied, or the row itself). */
export function shownPackageId(result: Estimate): string | undefined {
  return result.packageUse && result.packageUse.kind !== 'notYet' ? result.packageUse.package.id : undefined;
}

/** "{name} košta {price}" with { name: 'X', price: '5 €' } -> "X košta 5 €"; an unknown placeholder stays as written. */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * A noun's forms after a number, as many as its language has (`COUNT_FORMS`): Serbian's three (1 zub, 2 zuba,
 * 5 zuba), English's two (1 tooth, 2 teeth).
 */
export type CountForms = readonly string[];

/** How a language writes an estimate's figures: an amount in euros, a percentage, a count with its noun. */
interface Figures {
  euros: (amount: number) => string;
  percent: (percent: number) => string;
  count: (count: number, forms: CountForms) => string;
}

const percent = (value: number) => `${value}%`;

/**
 * Each language's figures: the site's own formatters (lib/format.ts, lib/english.ts). A language added to
 * lib/locales.ts must say here how it writes them, and how many forms its nouns take after a number.
 */
const FIGURES: Record<Locale, Figures> = {
  sr: {
    euros: (amount) => formatPrice({ amount, currency: 'EUR' }),
    percent,
    count: (count, forms) => `${count} ${countWord(count, forms as readonly [string, string, string])}`,
  },
  en: {
    euros: (amount) => formatPriceEnglish({ amount, currency: 'EUR' }),
    percent,
    count: (count, [one, other]) => `${count} ${count === 1 ? one : other}`,
  },
};

/** How many forms a noun takes after a number, per language (the length of its `CountForms`). */
export const COUNT_FORMS: Record<Locale, number> = { sr: 3, en: 2 };

/** The words an estimate is told in (content/estimate.ts `estimateCopy`): templates with `{…}` figures. */
export interface EstimateWords {
  /** The words' language: it chooses how the figures are written (`FIGURES`). */
  language: Locale;
  line: string;
  totalLabel: string;
  packageApplied: string;
  packageExtra: string;
  packageNotYet: string;
  packageRow: string;
  cash: string;
  instalments: string;
  instalment: string;
  messageIntro: string;
  /** Told when a switch of treatment changed the count: "{count}" is the new count with its unit, "{group}" the treatment. */
  countChanged: string;
  /** The count words for the package sentences ("12 radova", "12 restorations") and for the instalments. */
  works: CountForms;
  instalmentUnit: CountForms;
}

/** An estimate in words, as the form shows it and the send links carry it. */
export interface EstimateText {
  /** Each row with its anchor on the price list: "#slojevita-e-max-faseta". */
  lines: { href: string; text: string; amount: string }[];
  total: string;
  /** The package sentences, empty when no package bears on the choice. */
  package: string[];
  cash: string;
  instalmentsIntro: string;
  instalments: string[];
}

export function describeEstimate(result: Estimate, words: EstimateWords): EstimateText {
  const { euros, percent, count } = FIGURES[words.language];
  const use = result.packageUse;
  const packageText: string[] = [];
  if (use?.kind === 'applied') {
    packageText.push(
      fillTemplate(words.packageApplied, {
        name: use.package.name,
        price: euros(use.package.price),
        covered: count(use.covered, words.works),
        saving: euros(use.saving),
      }),
    );
    if (use.extra > 0) {
      const unitAmount = result.lines[0]!.row.amount;
      packageText.push(fillTemplate(words.packageExtra, { extra: `${use.extra} × ${euros(unitAmount)} = ${euros(use.extra * unitAmount)}` }));
    }
  } else if (use?.kind === 'notYet') {
    packageText.push(fillTemplate(words.packageNotYet, { name: use.package.name, price: euros(use.package.price), from: count(use.fromCount, words.works) }));
  } else if (use?.kind === 'row') {
    packageText.push(fillTemplate(words.packageRow, { name: use.package.name }));
  }
  return {
    lines: result.lines.map((line) => ({
      href: `#${line.row.id}`,
      text: fillTemplate(words.line, { count: line.count, name: line.row.name }),
      amount: euros(line.amount),
    })),
    total: euros(result.total),
    package: packageText,
    cash: fillTemplate(words.cash, { cashTotal: euros(result.cashTotal), percent: percent(result.cashDiscountPercent), discount: euros(result.cashDiscount) }),
    instalmentsIntro: fillTemplate(words.instalments, { downPayment: euros(result.downPayment), percent: percent(result.downPaymentPercent) }),
    instalments: result.instalments.map((entry) =>
      fillTemplate(words.instalment, { count: count(entry.count, words.instalmentUnit), monthly: euros(entry.monthly) }),
    ),
  };
}

/** The sentence the form shows when a switch of treatment changed the count: "Broj je promenjen: 1 vilica (All-on-6)." */
export function countChangedText(option: EstimateOption, count: number, words: Pick<EstimateWords, 'language' | 'countChanged'>): string {
  return fillTemplate(words.countChanged, { count: FIGURES[words.language].count(count, option.unit), group: option.group });
}

/** The choice in words, for the message: "Keramička faseta – slojevita e.max: 8 zuba", "…: 8 teeth". */
export function choiceText(option: EstimateOption, count: number, words: Pick<EstimateWords, 'language'>): string {
  return `${option.label}: ${FIGURES[words.language].count(count, option.unit)}`;
}

/**
 * The message a send link carries: the greeting, the choice, each row, the package, the total, the days (the
 * plan's sentences as the page shows them) and the cash price, one per line.
 */
export function estimateMessage(text: EstimateText, words: Pick<EstimateWords, 'messageIntro' | 'totalLabel'>, choice: string, days: string): string {
  return [
    words.messageIntro,
    choice,
    ...text.lines.map((line) => `${line.text}: ${line.amount}`),
    ...text.package,
    `${words.totalLabel}: ${text.total}`,
    days,
    text.cash,
  ]
    .filter(Boolean)
    .join('\n');
}
