/**
 * The English words of the price estimate (content/estimate.ts, issue 27), in the shapes of the Serbian ones: the
 * treatments' groups, count labels and units, the options' short names, the templates the figures are told in and
 * the words around them. The names of the price-list rows, packages and plans come from the English price list
 * and model (content/en/price-list.json, content/en/model/); every figure from the Serbian data. House style:
 * content/STYLE-EN.md.
 */
import type { EstimatePageCopy, EstimateTreatmentWords } from '@/content/estimate';
import type { EstimateWords } from '@/lib/estimate';

const TEETH = ['tooth', 'teeth'];

/** Per treatment, one entry per option in content/estimate.ts's order (the row each stands for is in its comment). */
export const englishTreatments: EstimateTreatmentWords = {
  fasete: {
    group: 'Ceramic veneers',
    countLabel: 'Number of teeth',
    unit: TEETH,
    // keramicka-faseta, slojevita-e-max-faseta
    options: [{ short: 'Ceramic' }, { short: 'Layered e.max' }],
  },
  krunice: {
    group: 'Crowns',
    countLabel: 'Number of teeth',
    unit: TEETH,
    // metalokeramicka-krunica, krunica-od-cirkonije, premium-krunica-od-cirkonije
    options: [{ short: 'Metal-ceramic' }, { short: 'Zirconia' }, { short: 'Premium zirconia' }],
  },
  implantati: {
    group: 'Implants with crowns',
    countLabel: 'Number of implants',
    unit: ['implant', 'implants'],
    // implantat-standardni + krunica-na-implantatu, implantat-premium + krunica-na-implantatu
    options: [
      { label: 'Standard-brand implant and crown', short: 'Standard brand' },
      { label: 'Premium-brand implant and crown', short: 'Premium brand' },
    ],
  },
  'all-on-6': {
    group: 'All-on-6',
    countLabel: 'Number of jaws',
    unit: ['jaw', 'jaws'],
    // all-on-6-metalokeramika, all-on-6-bezmetalne
    options: [{ short: 'Metal-ceramic crowns' }, { short: 'Metal-free crowns' }],
  },
  izbeljivanje: {
    group: 'Teeth whitening',
    countLabel: 'Number of treatments',
    unit: ['treatment', 'treatments'],
    // izbeljivanje-u-ordinaciji, izbeljivanje-kod-kuce
    options: [{ short: 'In the clinic' }, { short: 'At home' }],
  },
};

export const englishEstimateWords: EstimateWords = {
  language: 'en',
  totalLabel: 'Total',
  /** "8 × Ceramic veneer – layered e.max" */
  line: '{count} × {name}',
  packageApplied: 'The “{name}” package applies ({price}): it covers {covered}, {saving} less than the price-list total.',
  packageExtra: 'Beyond the package, by the price list: {extra}.',
  packageNotYet: 'The “{name}” package ({price}) is the better price from {from} upwards; for fewer, we charge by the price list.',
  packageRow: 'This is the “{name}” package, priced per jaw: one package for each jaw.',
  cash: 'All at once, in cash: {cashTotal} ({percent} discount, {discount} less).',
  instalments: 'Or in instalments, with no interest: a down payment of {downPayment} ({percent}), and the rest in monthly instalments, rounded up:',
  /** "12 instalments of €210" */
  instalment: '{count} of {monthly}',
  messageIntro: 'Hello, I would like to ask about this estimate from your website:',
  countChanged: 'The count has changed: {count} ({group}). Choose another if you need to.',
  /** "12 restorations": the package counts veneers and crowns alike. */
  works: ['restoration', 'restorations'],
  instalmentUnit: ['instalment', 'instalments'],
};

export const englishEstimateCopy: EstimatePageCopy = {
  linkLabel: 'Estimate the price for your number of teeth',
  heading: 'Estimate your price',
  lead: 'Choose a treatment and the number of teeth. From the price list we work out the total, the package and the instalments, and how many visits and days you will need.',
  submit: 'Show the estimate',
  resultHeading: 'Your estimate',
  treatmentLabel: 'Treatment',
  linesLabel: 'Price-list items',
  packageDetails: 'What the package includes',
  daysHeading: 'Visits and days',
  localHeading: 'If you live in or near Belgrade',
  /** "4 visits over 7 days" */
  localStage: '{visits} over {span}',
  localThen: ', then, after {gap}, another ',
  localEnd: '; we book them around your commitments.',
  travelHeading: 'If you are coming from another city or from abroad',
  travelArranged: 'Flights and accommodation:',
  paymentTerms: 'Payment terms:',
  /** Per stay: "One stay – 9 days (8 nights), with 4 visits; it is best to arrive on a Wednesday or a Thursday." */
  stay: '{label} – {days} ({nights}), with {visits}; it is best to arrive {arrival}.',
  gap: 'Between the stays: {gap}.',
  checkup: '{when}: {visit}.',
  noTimeline: 'You receive the day-by-day plan for this treatment at the consultation, after the examination.',
  paymentHeading: 'Payment',
  assumptions:
    'The estimate uses list prices and the package rules, and assumes that no treatment of the teeth or gums is needed first; what counts is the plan you receive after the free consultation.',
  sendHeading: 'Send us this estimate',
  sendWhat: 'You can add photos of your smile and an X-ray to the message:',
  questionsLabel: 'See also:',
  sendNote: 'Nothing is sent from this website: the message opens in the app you choose, and you decide whether to send it.',
  emailLabel: 'E-mail',
  messageSubject: 'Price estimate from your website',
  noScriptHeading: 'Common cases',
  noScriptLead:
    'Price-list totals, using the package where it works out cheaper. For another number of teeth, the visits and days, or the instalments, call us.',
  packageMark: 'package',
};
