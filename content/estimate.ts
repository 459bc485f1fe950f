/**
 * The price estimate on /cenovnik/ (issue 26): which treatments a patient can price, in which materials or
 * brands, and the words around the figures. Every figure comes from the price and treatment model
 * (content/data/price-list.json and content/data/model/): a price, a package and its rule, the plan by days,
 * the cash discount and the instalments. Here are only the choices and the words; `{…}` in a template is a
 * figure the estimate puts in (lib/estimate.ts `fillTemplate`).
 */
import { model } from '@/content/model';
import { priceCategories } from '@/content/price-list';
import { ContentError } from '@/lib/content-check';
import { fillTemplate, type EstimateModel, type EstimateOption, type EstimateWords } from '@/lib/estimate';
import { fittingArrivalDays, formatArrivalDays, formatDuration, stayLength } from '@/lib/references';
import { routes } from '@/lib/routes';

const FILE = 'content/estimate.ts';

/** The section's anchor on /cenovnik/; the home page's price cards and the articles about cost link to it. */
export const ESTIMATE_ID = 'procena';
export const estimateHref = `${routes.priceList}#${ESTIMATE_ID}`;

interface Treatment {
  /** The select's group and the no-JavaScript table's caption. */
  group: string;
  /** The count's label and the unit's three forms (1 zub, 2 zuba, 5 zuba). */
  countLabel: string;
  unit: readonly [string, string, string];
  maxCount: number;
  /** The counts the no-JavaScript table shows. */
  commonCounts: readonly number[];
  timeline?: string;
  /** Each choice: the price-list rows one unit costs, and its name when that is not the first row's. */
  options: readonly { rows: readonly string[]; label?: string; short: string }[];
}

const TEETH = ['zub', 'zuba', 'zuba'] as const;

const treatments: readonly Treatment[] = [
  {
    group: 'Keramičke fasete',
    countLabel: 'Broj zuba',
    unit: TEETH,
    maxCount: 20,
    commonCounts: [6, 8, 10, 12, 16, 20],
    timeline: 'fasete-i-krunice',
    options: [
      { rows: ['keramicka-faseta'], short: 'Keramička' },
      { rows: ['slojevita-e-max-faseta'], short: 'Slojevita e.max' },
    ],
  },
  {
    group: 'Krunice',
    countLabel: 'Broj zuba',
    unit: TEETH,
    maxCount: 28,
    commonCounts: [6, 8, 10, 12, 16, 20],
    timeline: 'fasete-i-krunice',
    options: [
      { rows: ['metalokeramicka-krunica'], short: 'Metalokeramika' },
      { rows: ['krunica-od-cirkonije'], short: 'Cirkonija' },
      { rows: ['premium-krunica-od-cirkonije'], short: 'Premium cirkonija' },
    ],
  },
  {
    group: 'Implantati sa krunicom',
    countLabel: 'Broj implantata',
    unit: ['implantat', 'implantata', 'implantata'],
    maxCount: 12,
    commonCounts: [1, 2, 4, 6],
    options: [
      { rows: ['implantat-standardni', 'krunica-na-implantatu'], label: 'Implantat standardnog brenda i krunica', short: 'Standardni brend' },
      { rows: ['implantat-premium', 'krunica-na-implantatu'], label: 'Implantat premium brenda i krunica', short: 'Premium brend' },
    ],
  },
  {
    group: 'All-on-6',
    countLabel: 'Broj vilica',
    unit: ['vilica', 'vilice', 'vilica'],
    maxCount: 2,
    commonCounts: [1, 2],
    timeline: 'all-on-6',
    options: [
      { rows: ['all-on-6-metalokeramika'], short: 'Metalokeramičke krunice' },
      { rows: ['all-on-6-bezmetalne'], short: 'Bezmetalne krunice' },
    ],
  },
  {
    group: 'Izbeljivanje',
    countLabel: 'Broj tretmana',
    unit: ['tretman', 'tretmana', 'tretmana'],
    maxCount: 1,
    commonCounts: [],
    options: [
      { rows: ['izbeljivanje-u-ordinaciji'], short: 'U ordinaciji' },
      { rows: ['izbeljivanje-kod-kuce'], short: 'Kod kuće' },
    ],
  },
];

/** An option's id: its rows' ids ("implantat-standardni+krunica-na-implantatu"), so it is derived, never typed. */
const optionId = (choice: Treatment['options'][number]) => choice.rows.join('+');

const services = new Map(priceCategories.flatMap((category) => category.services.map((service) => [service.id, service] as const)));

function row(id: string, where: string) {
  const service = services.get(id);
  if (!service) throw new ContentError(FILE, where, `nijedna usluga na cenovniku nema oznaku "${id}"`);
  if (service.price.currency !== 'EUR' || service.price.upTo !== undefined) {
    throw new ContentError(FILE, where, `"${id}" mora imati jednu cenu u evrima da bi ušla u procenu`);
  }
  return { id, name: service.name, amount: service.price.amount };
}

const options: EstimateOption[] = treatments.flatMap((treatment, t) =>
  treatment.options.map((choice, o) => {
    const rows = choice.rows.map((id, r) => row(id, `treatments[${t}].options[${o}].rows[${r}]`));
    if (treatment.timeline && !model.timelines.some((timeline) => timeline.id === treatment.timeline)) {
      throw new ContentError(FILE, `treatments[${t}].timeline`, `nijedan plan po danima nema oznaku "${treatment.timeline}"`);
    }
    return {
      id: optionId(choice),
      group: treatment.group,
      label: choice.label ?? rows[0]!.name,
      rows,
      countLabel: treatment.countLabel,
      unit: treatment.unit,
      maxCount: treatment.maxCount,
      timeline: treatment.timeline,
    };
  }),
);

/** The data the estimate computes from, the same at build and in the browser. */
export const estimateModel: EstimateModel = {
  options,
  packages: model.packages.map((entry) => ({
    id: entry.id,
    name: entry.name,
    rowId: entry.priceItem,
    price: model.prices.get(entry.priceItem)!.price.amount,
    units: entry.units,
    unitRowId: entry.unitItem,
  })),
  cashDiscountPercent: model.payment.cashDiscountPercent,
  downPaymentPercent: model.payment.downPaymentPercent,
  instalmentCounts: [...model.payment.instalmentCounts],
};

/** The choice the form opens with. */
export const defaultChoice = { option: 'slojevita-e-max-faseta', count: 8 };

/** The no-JavaScript tables: per treatment with common counts, its options' totals for each count. */
export const commonCases = treatments
  .map((treatment) => ({
    group: treatment.group,
    countLabel: treatment.countLabel,
    counts: treatment.commonCounts,
    options: treatment.options.map((choice) => ({ id: optionId(choice), short: choice.short })),
  }))
  .filter((table) => table.counts.length > 0);

/** A plan by days in a few words, per timeline: "4 posete u 9 dana; dolazak u sredu ili u četvrtak". */
export const timelineSummaries = model.timelines.map((timeline) => ({
  id: timeline.id,
  name: timeline.name,
  condition: timeline.condition,
  stays: timeline.stays.map((stay) => ({
    label: stay.label,
    visits: formatDuration({ min: stay.days.length, unit: 'poseta' }),
    days: formatDuration({ min: stayLength(stay), unit: 'dan' }),
    arrival: formatArrivalDays(
      fittingArrivalDays(
        stay.days.map((day) => day.day),
        model.openDays,
      ),
    ),
  })),
  gap: timeline.gap ? formatDuration(model.facts.find((fact) => fact.id === timeline.gap)!.value) : undefined,
}));

/** The article categories about cost: their articles link to the estimate beside their call to action. */
export const ESTIMATE_ARTICLE_CATEGORIES: readonly string[] = ['Cenovnik', 'Finansije'];

/** The words the estimate's figures are told in, also what the form's script carries (lib/estimate.ts). */
export const estimateWords: EstimateWords = {
  totalLabel: 'Ukupno',
  /** "8 × Keramička faseta – slojevita e.max" */
  line: '{count} × {name}',
  packageApplied: 'Primenjuje se paket „{name}“ ({price}): pokriva {covered}, a to je {saving} manje nego po cenovniku.',
  packageExtra: 'Preko paketa, po cenovniku: {extra}.',
  packageNotYet: 'Paket „{name}“ ({price}) isplati se od {from}; do tada računamo po cenovniku.',
  packageRow: 'Ovo je paket „{name}“, a cena je po vilici: za svaku vilicu po jedan paket.',
  cash: 'Gotovinom, ceo plan odjednom: {cashTotal} ({percent} popusta, {discount} manje).',
  instalments: 'Na rate, bez kamate: učešće {downPayment} ({percent}), a ostatak u jednakim mesečnim ratama:',
  /** "12 rata po 210 €" */
  instalment: '{count} po {monthly}',
  /** The message the send links carry, before the estimate's lines. */
  messageIntro: 'Dobar dan, zanima me procena sa vašeg sajta:',
  /** The count words for the package sentences: "12 radova". */
  works: ['rad', 'rada', 'radova'],
};

/** The words of the estimate. */
export const estimateCopy = {
  ...estimateWords,
  /** The link to the estimate from the home page's price cards and from the articles about cost. */
  linkLabel: 'Izračunajte okvirnu cenu za svoj broj zuba',
  heading: 'Izračunajte okvirnu cenu',
  lead: 'Izaberite terapiju i broj zuba: po cenovniku izračunavamo ukupnu cenu, paket i rate, i koliko dana ostajete u Beogradu.',
  /** Over the result, for screen readers' heading navigation. */
  resultHeading: 'Vaša procena',
  treatmentLabel: 'Terapija',
  linesLabel: 'Po cenovniku',
  packageDetails: 'Šta paket obuhvata',
  daysHeading: 'Dani u Beogradu',
  /** Per stay: "Jedan boravak — 4 posete za 9 dana; najbolje je da stignete u sredu ili u četvrtak." */
  stay: '{label} — {visits} za {days}; najbolje je da stignete {arrival}.',
  gap: 'Između boravaka: {gap}.',
  noTimeline: 'Plan po danima za ovu terapiju dobijate na konsultaciji, posle pregleda.',
  paymentHeading: 'Plaćanje',
  assumptions:
    'Procena računa cene sa cenovnika i pravila paketa, bez pripremnog lečenja zuba ili desni; važi plan koji dobijete posle besplatne konsultacije.',
  sendHeading: 'Pošaljite nam ovu procenu',
  sendNote: 'Ništa se ne šalje sa sajta: poruka se otvara u aplikaciji koju izaberete, a vi odlučujete da li ćete je poslati.',
  /** The e-mail link's wording (WhatsApp and Viber are named as everywhere: content/frame.ts). */
  emailLabel: 'E-pošta',
  messageSubject: 'Procena cene sa sajta',
  noScriptHeading: 'Česti slučajevi',
  noScriptLead: 'Ukupno po cenovniku, sa paketom kada je povoljniji. Za drugi broj zuba, dane u Beogradu i rate pozovite nas.',
  /** Marks a total that a package makes lower. */
  packageMark: 'paket',
} as const;

/**
 * A plan's sentences as the estimate shows them and the send links carry them: each stay, the wait between stays
 * and the plan's condition (when it holds, who decides); for a treatment without a plan, that it comes after the
 * consultation. Keyed by timeline id, '' for none.
 */
export function timelineSentences(id: string | undefined): string[] {
  const timeline = timelineSummaries.find((entry) => entry.id === id);
  if (!timeline) return [estimateCopy.noTimeline];
  return [
    ...timeline.stays.map((stay) => fillTemplate(estimateCopy.stay, stay)),
    ...(timeline.gap ? [fillTemplate(estimateCopy.gap, { gap: timeline.gap })] : []),
    timeline.condition,
  ];
}

/** Every plan's sentences, for the form's script: by timeline id, '' for a treatment without one. */
export const estimateDays: Record<string, string[]> = Object.fromEntries(
  [...timelineSummaries.map((entry) => entry.id), ''].map((id) => [id, timelineSentences(id || undefined)]),
);
