/**
 * The price estimate on /cenovnik/ (issue 26): which treatments a patient can price, in which materials or
 * brands, and the words around the figures. Every figure comes from the price and treatment model
 * (content/data/price-list.json and content/data/model/): a price, a package and its rule, the plan by days,
 * the cash discount and the instalments. Here are only the choices and the words; `{…}` in a template is a
 * figure the estimate puts in (lib/estimate.ts `fillTemplate`).
 *
 * In both languages (issue 27): the choices are one, the words are each language's (the Serbian here, the
 * English in content/en/estimate.ts), and the names of rows, packages and plans come from that language's price
 * list and model. Every export answers in the language of the page being rendered (content/page-language.ts);
 * the `…In` exports hold each language's, the English built on first use.
 */
import { englishEstimateCopy, englishEstimateWords, englishTreatments } from '@/content/en/estimate';
import { models } from '@/content/model';
import { byLanguage, followPageLanguage, type ByLanguage } from '@/content/page-language';
import { priceCategoriesIn } from '@/content/price-list';
import { siteIn } from '@/content/site';
import { ContentError } from '@/lib/content-check';
import { COUNT_FORMS, fillTemplate, type CountForms, type EstimateModel, type EstimateOption, type EstimateWords } from '@/lib/estimate';
import type { EstimateData } from '@/lib/estimate-form';
import type { Claim } from '@/lib/schemas/model';
import { localizedRoutes } from '@/content/route-registry';
import { type Locale } from '@/lib/locales';
import { fittingArrivalDays, stayLength } from '@/lib/references';
import type { Words } from '@/lib/words';

const FILE = 'content/estimate.ts';
/** Where each language's words are written, for the messages that name them. */
const WORDS_AT: Record<Locale, { file: string; treatments: string; words: string }> = {
  sr: { file: FILE, treatments: 'serbianTreatments', words: 'serbianWords' },
  en: { file: 'content/en/estimate.ts', treatments: 'englishTreatments', words: 'englishEstimateWords' },
};

/** The section's anchor on the price list, the same in both languages; the home page's price cards and the articles about cost link to it. */
export const ESTIMATE_ID = 'procena';

/**
 * What a patient can price, the same in every language: per treatment, the count it opens with when the patient
 * switches to it from a treatment counted in other units, the largest count, the counts the no-JavaScript table shows, the plan by days it follows, and its options, each the price-list rows one unit
 * costs (an implant and its crown are two).
 */
const treatments = [
  {
    id: 'fasete',
    startCount: 8,
    maxCount: 20,
    commonCounts: [6, 8, 10, 12, 16, 20],
    timeline: 'fasete-i-krunice',
    options: [['keramicka-faseta'], ['slojevita-e-max-faseta']],
  },
  {
    id: 'krunice',
    startCount: 8,
    maxCount: 28,
    commonCounts: [6, 8, 10, 12, 16, 20],
    timeline: 'fasete-i-krunice',
    options: [['metalokeramicka-krunica'], ['krunica-od-cirkonije'], ['premium-krunica-od-cirkonije']],
  },
  {
    id: 'implantati',
    startCount: 1,
    questions: ['bez-zuba'],
    maxCount: 12,
    commonCounts: [1, 2, 4, 6],
    options: [
      ['implantat-standardni', 'krunica-na-implantatu'],
      ['implantat-premium', 'krunica-na-implantatu'],
    ],
  },
  {
    id: 'all-on-6',
    startCount: 1,
    questions: ['bez-zuba'],
    maxCount: 2,
    commonCounts: [1, 2],
    timeline: 'all-on-6',
    options: [['all-on-6-metalokeramika'], ['all-on-6-bezmetalne']],
  },
  {
    id: 'izbeljivanje',
    startCount: 1,
    maxCount: 1,
    commonCounts: [],
    options: [['izbeljivanje-u-ordinaciji'], ['izbeljivanje-kod-kuce']],
  },
] as const satisfies readonly {
  id: string;
  startCount: number;
  questions?: readonly string[];
  maxCount: number;
  commonCounts: readonly number[];
  timeline?: string;
  options: readonly (readonly string[])[];
}[];

type Treatment = (typeof treatments)[number];

/** An option's words: its short name (a column of the no-JavaScript table), and its name when that is not its first row's. */
export interface OptionWords {
  short: string;
  label?: string;
}

/**
 * A language's words for each treatment: the select's group and the no-JavaScript table's caption, the count's
 * label, the unit's forms after a number (lib/estimate.ts `CountForms`: 1 zub, 2 zuba, 5 zuba; 1 tooth, 2 teeth),
 * and one entry per option, in the order of the treatment's options.
 */
export type EstimateTreatmentWords = {
  readonly [T in Treatment as T['id']]: {
    group: string;
    countLabel: string;
    unit: CountForms;
    options: EachOption<T['options']>;
  };
};

/** One entry per option: a list of the options' length. */
type EachOption<Options extends readonly unknown[]> = { readonly [K in keyof Options]: OptionWords };

const TEETH = ['zub', 'zuba', 'zuba'];

const serbianTreatments: EstimateTreatmentWords = {
  fasete: {
    group: 'Keramičke fasete',
    countLabel: 'Broj zuba',
    unit: TEETH,
    options: [{ short: 'Keramička' }, { short: 'Slojevita e.max' }],
  },
  krunice: {
    group: 'Krunice',
    countLabel: 'Broj zuba',
    unit: TEETH,
    options: [{ short: 'Metalokeramika' }, { short: 'Cirkonija' }, { short: 'Premium cirkonija' }],
  },
  implantati: {
    group: 'Implantati sa krunicom',
    countLabel: 'Broj implantata',
    unit: ['implantat', 'implantata', 'implantata'],
    options: [
      { label: 'Implantat standardnog brenda i krunica', short: 'Standardni brend' },
      { label: 'Implantat premium brenda i krunica', short: 'Premium brend' },
    ],
  },
  'all-on-6': {
    group: 'All-on-6',
    countLabel: 'Broj vilica',
    unit: ['vilica', 'vilice', 'vilica'],
    options: [{ short: 'Metalokeramičke krunice' }, { short: 'Bezmetalne krunice' }],
  },
  izbeljivanje: {
    group: 'Izbeljivanje',
    countLabel: 'Broj tretmana',
    unit: ['tretman', 'tretmana', 'tretmana'],
    options: [{ short: 'U ordinaciji' }, { short: 'Kod kuće' }],
  },
};

/** The words the estimate's figures are told in, also what the form's script carries (lib/estimate.ts). */
const serbianWords: EstimateWords = {
  language: 'sr',
  totalLabel: 'Ukupno',
  /** "8 × Keramička faseta – slojevita e.max" */
  line: '{count} × {name}',
  packageApplied: 'Primenjuje se paket „{name}“ ({price}): pokriva {covered}, a to je {saving} manje nego po cenovniku.',
  packageExtra: 'Preko paketa, po cenovniku: {extra}.',
  packageNotYet: 'Paket „{name}“ ({price}) isplati se od {from}; za manje radova računamo po cenovniku.',
  packageRow: 'Ovo je paket „{name}“, a cena je po vilici: za svaku vilicu po jedan paket.',
  cash: 'Gotovinom, ceo plan odjednom: {cashTotal} ({percent} popusta, {discount} manje).',
  instalments: 'Ili na rate, bez kamate: učešće {downPayment} ({percent}), a ostatak u mesečnim ratama, zaokruženim naviše:',
  /** "12 rata po 210 €" */
  instalment: '{count} po {monthly}',
  /** The message the send links carry, before the estimate's lines. */
  messageIntro: 'Dobar dan, zanima me procena sa vašeg sajta:',
  countChanged: 'Broj je promenjen: {count} ({group}). Izaberite drugi ako vam treba.',
  /** The count words for the package sentences: "12 radova". */
  works: ['rad', 'rada', 'radova'],
  /** After the number of instalments: "3 rate", "12 rata". */
  instalmentUnit: ['rata', 'rate', 'rata'],
};

/** The words of the estimate around its figures. */
const serbianCopy = {
  /** The link to the estimate from the home page's price cards and from the articles about cost. */
  linkLabel: 'Izračunajte okvirnu cenu za svoj broj zuba',
  heading: 'Izračunajte okvirnu cenu',
  lead: 'Izaberite terapiju i broj zuba: po cenovniku izračunavamo ukupnu cenu, paket i rate, i koliko poseta i dana vam treba.',
  /** The submit button: the result follows every choice; the button takes the patient to it. */
  submit: 'Prikažite procenu',
  /** Over the result, for screen readers' heading navigation. */
  resultHeading: 'Vaša procena',
  treatmentLabel: 'Terapija',
  linesLabel: 'Po cenovniku',
  packageDetails: 'Šta paket obuhvata',
  daysHeading: 'Posete i dani',
  /** Over the plan for a patient who lives in or near Belgrade. */
  localHeading: 'Ako živite u Beogradu ili blizu',
  /** Per stage: "4 posete u roku od 7 dana"; the stages joined by `localThen`, closed by `localEnd`. */
  localStage: '{visits} u roku od {span}',
  localThen: ', a posle {gap} još ',
  localEnd: '; termine dogovaramo prema vašim obavezama.',
  /** Over the plan for a patient who travels to Belgrade. */
  travelHeading: 'Ako dolazite iz drugog grada ili iz inostranstva',
  /** Under the traveller's plan, before the link to what the clinic arranges and what the patient books (`ESTIMATE_CLAIMS`). */
  travelArranged: 'Let i smeštaj:',
  /** Under the payment figures, before the link to how to pay (methods, currency, whether discount and instalments combine). */
  paymentTerms: 'Uslovi plaćanja:',
  /** Per stay: "Jedan boravak — 9 dana (8 noćenja), 4 posete; najbolje je da stignete u sredu ili u četvrtak." */
  stay: '{label} — {days} ({nights}), {visits}; najbolje je da stignete {arrival}.',
  gap: 'Između boravaka: {gap}.',
  /** Per check-up after cementing (the plan's, content/data/model/timelines.json): "1–2 dana posle cementiranja: kratka provera …". */
  checkup: '{when}: {visit}.',
  noTimeline: 'Plan po danima za ovu terapiju dobijate na konsultaciji, posle pregleda.',
  paymentHeading: 'Plaćanje',
  assumptions:
    'Procena računa cene sa cenovnika i pravila paketa, bez prethodnog lečenja zuba ili desni; važi plan koji dobijete posle besplatne konsultacije.',
  sendHeading: 'Pošaljite nam ovu procenu',
  /** Before the link to the claim home about what to send (photos, an X-ray) and how the data is kept. */
  sendWhat: 'Uz poruku možete poslati fotografije osmeha i snimak:',
  /** Before the links to the answers a treatment raises (for implants: whether you are ever without teeth). */
  questionsLabel: 'Pročitajte i:',
  sendNote: 'Ništa se ne šalje sa sajta: poruka se otvara u aplikaciji koju izaberete, a vi odlučujete da li ćete je poslati.',
  /** The e-mail link's wording (WhatsApp and Viber are named as everywhere: content/frame.ts). */
  emailLabel: 'E-pošta',
  messageSubject: 'Procena cene sa sajta',
  noScriptHeading: 'Česti slučajevi',
  noScriptLead: 'Ukupno po cenovniku, sa paketom kada je povoljniji. Za drugi broj zuba, broj poseta i dana i rate pozovite nas.',
  /** Marks a total that a package makes lower. */
  packageMark: 'paket',
} as const;

/** The estimate's words in one language beside its figures' words: what content/en/estimate.ts writes in English. */
export type EstimatePageCopy = Words<typeof serbianCopy>;

/** The words of the estimate, with the address of the estimate in the same language (`href`). */
export type EstimateCopy = EstimateWords & EstimatePageCopy & { href: string };

/** A plan by days in a few words: "4 posete", "9 dana", "u sredu ili u četvrtak". */
export interface TimelineSummary {
  id: string;
  name: string;
  condition: string;
  stays: { label: string; visits: string; span: string; days: string; nights: string; arrival: string }[];
  gap?: string;
  /** The check-ups after cementing, each its time ("1–2 dana posle cementiranja") and what it is. */
  checkups: { when: string; visit: string }[];
}

/**
 * A plan in the estimate's words, for both kinds of patient: who lives in or near Belgrade (visits over days, one
 * sentence) and who travels (each stay with its nights and arrival days, the wait between stays); then the plan's
 * condition. A treatment without a plan has only the note that the plan comes after the consultation.
 */
export interface PlanSentences {
  local: string;
  travel: string[];
  notes: string[];
  /** All of it as the send links carry it, each kind of patient after its heading. */
  message: string;
}

/** The answers a treatment raises, by the treatment's group (the select's): links to their claim homes. */
export type TreatmentQuestions = { group: string; links: Claim[] }[];

/** A table of common cases: a treatment's options' totals for each count it shows. */
export interface CommonCases {
  group: string;
  countLabel: string;
  counts: readonly number[];
  options: { id: string; short: string }[];
}

/** Everything the estimate is in one language. */
interface LanguageEstimate {
  model: EstimateModel;
  commonCases: CommonCases[];
  timelineSummaries: TimelineSummary[];
  words: EstimateWords;
  copy: EstimateCopy;
  days: Record<string, PlanSentences>;
  questions: TreatmentQuestions;
  links: EstimateLinks;
  data: EstimateData;
}

/** The claim home the estimate's end links to: what to send (photos, an X-ray) and how the data is kept. */
/**
 * The claim homes the estimate links to, by where they stand: what to send (photos, an X-ray) and how the data is
 * kept, at its end; what the clinic arranges for a visitor (and that the trip is not in the total), under the
 * traveller's plan; how to pay, under the payment figures. Each a link to its one home, never retold.
 */
const ESTIMATE_CLAIMS = { sendWhat: 'pre-dolaska', travelArranged: 'organizacija-dolaska', payment: 'placanje' } as const;

export type EstimateLinks = Record<keyof typeof ESTIMATE_CLAIMS, Claim>;

const fail = (where: string, message: string): never => {
  throw new ContentError(FILE, where, message);
};

/** Where the send links write to: the clinic's number and address, the same in both languages (read once, at load). */
const contact = { phone: siteIn.sr.phone.e164, email: siteIn.sr.email };

/** An option's id: its rows' ids ("implantat-standardni+krunica-na-implantatu"), so it is derived, never typed. */
const optionId = (rows: readonly string[]) => rows.join('+');

/** A count word's forms, as many as its language takes (lib/estimate.ts `COUNT_FORMS`). */
function checkForms(locale: Locale, field: string, forms: CountForms) {
  if (forms.length !== COUNT_FORMS[locale]) {
    throw new ContentError(WORDS_AT[locale].file, field, `broj oblika mora biti ${COUNT_FORMS[locale]} (jezik "${locale}"), a ima ih ${forms.length}`);
  }
}

/** The estimate in one language, from its words, its price list and its model: the same choices and figures in each. */
function buildEstimate(locale: Locale, treatmentWords: EstimateTreatmentWords, words: EstimateWords, pageCopy: EstimatePageCopy): LanguageEstimate {
  const { model, language } = models[locale];
  const services = new Map(priceCategoriesIn[locale].flatMap((category) => category.services.map((service) => [service.id, service] as const)));
  const at = WORDS_AT[locale];
  if (words.language !== locale) {
    throw new ContentError(at.file, `${at.words}.language`, `reči procene su na jeziku "${words.language}", a očekuje se "${locale}"`);
  }
  checkForms(locale, `${at.words}.works`, words.works);
  checkForms(locale, `${at.words}.instalmentUnit`, words.instalmentUnit);

  function row(id: string, where: string) {
    const service = services.get(id);
    if (!service) throw new ContentError(FILE, where, `nijedna usluga na cenovniku nema oznaku "${id}"`);
    if (service.price.currency !== 'EUR' || service.price.upTo !== undefined) {
      throw new ContentError(FILE, where, `"${id}" mora imati jednu cenu u evrima da bi ušla u procenu`);
    }
    return { id, name: service.name, amount: service.price.amount };
  }

  /** A treatment's words in this language, its options' as a plain list. */
  const wordsOf = (treatment: Treatment) => {
    const own = treatmentWords[treatment.id];
    return { ...own, options: own.options as readonly OptionWords[] };
  };

  const options: EstimateOption[] = treatments.flatMap((treatment, t) => {
    const own = wordsOf(treatment);
    checkForms(locale, `${at.treatments}.${treatment.id}.unit`, own.unit);
    const timeline = 'timeline' in treatment ? treatment.timeline : undefined;
    if (timeline && !model.timelines.some((entry) => entry.id === timeline)) {
      throw new ContentError(FILE, `treatments[${t}].timeline`, `nijedan plan po danima nema oznaku "${timeline}"`);
    }
    return treatment.options.map((rowIds, o) => {
      const rows = rowIds.map((id, r) => row(id, `treatments[${t}].options[${o}][${r}]`));
      return {
        id: optionId(rowIds),
        group: own.group,
        label: own.options[o]!.label ?? rows[0]!.name,
        rows,
        countLabel: own.countLabel,
        unit: own.unit,
        maxCount: treatment.maxCount,
        startCount: treatment.startCount,
        timeline,
      };
    });
  });

  const estimateModel: EstimateModel = {
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

  const commonCases = treatments
    .map((treatment) => ({
      group: wordsOf(treatment).group,
      countLabel: wordsOf(treatment).countLabel,
      counts: treatment.commonCounts,
      options: treatment.options.map((rowIds, o) => ({ id: optionId(rowIds), short: wordsOf(treatment).options[o]!.short })),
    }))
    .filter((table) => table.counts.length > 0);

  const timelineSummaries: TimelineSummary[] = model.timelines.map((timeline) => ({
    id: timeline.id,
    name: timeline.name,
    condition: timeline.condition,
    stays: timeline.stays.map((stay) => ({
      label: stay.label,
      visits: language.duration({ min: stay.days.length, unit: 'poseta' }),
      span: language.duration({ min: stay.days[stay.days.length - 1]!.day, unit: 'dan' }),
      days: language.duration({ min: stayLength(stay), unit: 'dan' }),
      nights: language.nights(stayLength(stay) - 1),
      arrival: language.arrivalDays(
        fittingArrivalDays(
          stay.days.map((day) => day.day),
          model.openDays,
        ),
      ),
    })),
    gap: timeline.gap ? language.duration(model.facts.find((fact) => fact.id === timeline.gap)!.value) : undefined,
    checkups: (timeline.checkups ?? []).map((checkup) => ({
      when: language.plan.checkupRow(language.duration(model.facts.find((fact) => fact.id === checkup.after)!.value)),
      // Mid-sentence, after the time and a colon: "1–2 dana posle cementiranja: kratka provera …" (an acronym stays).
      visit: /^\p{Lu}\p{Ll}/u.test(checkup.visit) ? checkup.visit[0]!.toLowerCase() + checkup.visit.slice(1) : checkup.visit,
    })),
  }));

  const claim = (id: string, where: string): Claim => model.claims.get(id) ?? fail(where, `nijedan odgovor u FAQ nema oznaku tvrdnje "${id}"`);
  const questions: TreatmentQuestions = treatments.flatMap((treatment, t) =>
    'questions' in treatment
      ? [{ group: wordsOf(treatment).group, links: treatment.questions.map((id, q) => claim(id, `treatments[${t}].questions[${q}]`)) }]
      : [],
  );

  const copy: EstimateCopy = { ...words, ...pageCopy, href: `${localizedRoutes[locale].priceList}#${ESTIMATE_ID}` };

  const sentences = (id: string | undefined): PlanSentences => {
    const timeline = timelineSummaries.find((entry) => entry.id === id);
    if (!timeline) return { local: '', travel: [], notes: [copy.noTimeline], message: copy.noTimeline };
    const stages = timeline.stays.map((stay) => fillTemplate(copy.localStage, stay));
    const local = stages.join(fillTemplate(copy.localThen, { gap: timeline.gap ?? '' })) + copy.localEnd;
    const travel = [...timeline.stays.map((stay) => fillTemplate(copy.stay, stay)), ...(timeline.gap ? [fillTemplate(copy.gap, { gap: timeline.gap })] : [])];
    // The check-ups after cementing and the plan's condition hold for both kinds of patient.
    const notes = [...timeline.checkups.map((checkup) => fillTemplate(copy.checkup, checkup)), timeline.condition];
    const message = [`${copy.localHeading}: ${local}`, `${copy.travelHeading}: ${travel.join(' ')}`, ...notes].join('\n');
    return { local, travel, notes, message };
  };
  const days = Object.fromEntries([...timelineSummaries.map((entry) => entry.id), ''].map((id) => [id, sentences(id || undefined)]));

  return {
    model: estimateModel,
    commonCases,
    timelineSummaries,
    words,
    copy,
    days,
    questions,
    links: Object.fromEntries(Object.entries(ESTIMATE_CLAIMS).map(([place, id]) => [place, claim(id, `ESTIMATE_CLAIMS.${place}`)])) as EstimateLinks,
    data: { model: estimateModel, words, days: Object.fromEntries(Object.entries(days).map(([id, plan]) => [id, plan.message])), contact },
  };
}

const estimates = byLanguage(buildEstimate('sr', serbianTreatments, serbianWords, serbianCopy), {
  en: () => buildEstimate('en', englishTreatments, englishEstimateWords, englishEstimateCopy),
});

/** One part of the estimate in each language, the English built when first read. */
const eachLanguage = <T>(part: (estimate: LanguageEstimate) => T): ByLanguage<T> => byLanguage(part(estimates.sr), { en: () => part(estimates.en) });

export const estimateModelIn = eachLanguage((estimate) => estimate.model);
export const commonCasesIn = eachLanguage((estimate) => estimate.commonCases);
export const timelineSummariesIn = eachLanguage((estimate) => estimate.timelineSummaries);
export const estimateWordsIn = eachLanguage((estimate) => estimate.words);
export const estimateCopyIn = eachLanguage((estimate) => estimate.copy);
export const estimateDaysIn = eachLanguage((estimate) => estimate.days);
export const treatmentQuestionsIn = eachLanguage((estimate) => estimate.questions);
export const estimateLinksIn = eachLanguage((estimate) => estimate.links);
export const estimateDataIn = eachLanguage((estimate) => estimate.data);

/** The data the estimate computes from, the same at build and in the browser. */
export const estimateModel: EstimateModel = followPageLanguage('content/estimate.ts › estimateModel', estimateModelIn);

/** The choice the form opens with (an option id and a count: the same in both languages). */
export const defaultChoice = { option: 'slojevita-e-max-faseta', count: 8 };

/** The no-JavaScript tables: per treatment with common counts, its options' totals for each count. */
export const commonCases: readonly CommonCases[] = followPageLanguage('content/estimate.ts › commonCases', commonCasesIn);

/** A plan by days in a few words, per timeline: "4 posete u 9 dana; dolazak u sredu ili u četvrtak". */
export const timelineSummaries: readonly TimelineSummary[] = followPageLanguage('content/estimate.ts › timelineSummaries', timelineSummariesIn);

/** The article categories about cost: their articles link to the estimate beside their call to action. */
export const ESTIMATE_ARTICLE_CATEGORIES: readonly string[] = ['Cenovnik', 'Finansije'];

/** The words the estimate's figures are told in, also what the form's script carries (lib/estimate.ts). */
export const estimateWords: EstimateWords = followPageLanguage('content/estimate.ts › estimateWords', estimateWordsIn);

/** The words of the estimate, and its address (`href`: /cenovnik/#procena, /en/prices/#procena). */
export const estimateCopy: EstimateCopy = followPageLanguage('content/estimate.ts › estimateCopy', estimateCopyIn);

/**
 * A plan's sentences as the estimate shows them and the send links carry them: each stay, the wait between stays
 * and the plan's condition (when it holds, who decides); for a treatment without a plan, that it comes after the
 * consultation. In the page's language.
 */
export function timelineSentences(id: string | undefined): PlanSentences {
  return estimateDays[id ?? ''] ?? estimateDays['']!;
}

/** Every plan's sentences, for the form's script: by timeline id, '' for a treatment without one. */
export const estimateDays: Readonly<Record<string, PlanSentences>> = followPageLanguage('content/estimate.ts › estimateDays', estimateDaysIn);

/** What the page carries for the form's script (lib/estimate-form.ts): the model, the words, the plans' sentences and where to send. */
export const estimateData: EstimateData = followPageLanguage('content/estimate.ts › estimateData', estimateDataIn);

/** The answers each treatment raises, as links to their claim homes, in the page's language. */
export const treatmentQuestions: TreatmentQuestions = followPageLanguage('content/estimate.ts › treatmentQuestions', treatmentQuestionsIn);

/** The links to the claim homes the estimate refers to (`ESTIMATE_CLAIMS`), in the page's language. */
export const estimateLinks: EstimateLinks = followPageLanguage('content/estimate.ts › estimateLinks', estimateLinksIn);
