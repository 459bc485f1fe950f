/**
 * The self-test of the article "Da li ste kandidat za Hollywood Smile?" (issue 40 item 7) as data: its parts and
 * questions, the bands of its result and the signs that the first step is something else, as the article prints
 * them (content/self-test.test.ts checks the article against this). Scored by lib/self-test.ts: distress (part D)
 * scores nothing, and a sign such as gaps that appeared over time (gum disease first) or white or brown spots
 * (whitening, microabrasion or infiltration first) comes before any band.
 */
import type { Locale } from '@/lib/locales';
import type { SelfTest } from '@/lib/self-test';

/** The article the self-test is printed in (content/blog/sr/<slug>.md). */
export const SELF_TEST_ARTICLE = 'da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova';

export const selfTest: SelfTest = {
  reasonPart: 'A',
  distressPart: 'D',
  parts: [
    {
      id: 'A',
      title: 'Vaši zubi',
      scored: true,
      questions: [
        { id: 'A1', text: 'Da li su vam zubi tamniji ili neujednačene boje, a izbeljivanje to nije popravilo?' },
        { id: 'A2', text: 'Da li imate okrnjene, istrošene ili prekratke zube?' },
        { id: 'A3', text: 'Da li imate male razmake između prednjih zuba koji se vremenom ne menjaju?' },
        { id: 'A4', text: 'Da li su vam prednji zubi različite veličine ili oblika?' },
        { id: 'A5', text: 'Da li imate stare plombe ili krunice koje se vide kada se smejete?' },
      ],
    },
    {
      id: 'B',
      title: 'Zdravlje i spremnost',
      scored: true,
      questions: [
        { id: 'B1', text: 'Da li su vam desni zdrave, bez krvarenja pri pranju, i da li ste bez karijesa na poslednjem pregledu?' },
        { id: 'B2', text: 'Da li možete da odvojite vreme za posete po planu terapije i za kratke provere posle cementiranja?' },
        { id: 'B3', text: 'Da li ste spremni da dolazite na kontrole na svakih {rok:kontrole}?' },
        { id: 'B4', text: 'Ako škrgućete zubima, da li ste spremni da svake noći nosite udlagu? (Ako ne škrgućete, zaokružite „da“.)' },
        { id: 'B5', text: 'Da li ste planirali budžet za terapiju, jednokratno ili na rate, i za zamenu radova jednog dana?' },
      ],
    },
    {
      id: 'C',
      title: 'Očekivanja',
      scored: true,
      questions: [
        { id: 'C1', text: 'Da li želite prirodan rezultat i prihvatate savet stomatologa o nijansi i obliku?' },
        { id: 'C2', text: 'Da li prihvatate da je uklanjanje gleđi nepovratno i da se fasete tokom života menjaju?' },
        { id: 'C3', text: 'Da li ste spremni da izgled prvo proverite na probnom osmehu i da tražite izmene pre pripreme zuba?' },
        { id: 'C4', text: 'Da li o promeni razmišljate duže vreme, a ne zbog jednog događaja ili roka?' },
        { id: 'C5', text: 'Da li ste spremni da pregled predloži manji zahvat, drugi redosled ili nešto sasvim drugo?' },
      ],
    },
    {
      id: 'D',
      title: 'Kako se osećate',
      scored: false,
      questions: [
        { id: 'D1', text: 'Da li izbegavate da se smejete na fotografijama?' },
        { id: 'D2', text: 'Da li pokrivate usta rukom kada se smejete ili govorite?' },
        { id: 'D3', text: 'Da li vas misli o izgledu zuba prate veći deo dana ili zbog njih izbegavate ljude?' },
      ],
    },
  ],
  bands: [
    { id: 'verovatno-ne', label: 'Verovatno vam ne treba', reason: [0, 1], readiness: [0, 10] },
    { id: 'vredi-razgovarati', label: 'Vredi razgovarati na pregledu', reason: [2, 5], readiness: [8, 10], goodCandidate: true },
    { id: 'posle-lecenja', label: 'Moguće, posle razgovora o onome gde ste izgubili poene', reason: [2, 5], readiness: [5, 7] },
    { id: 'jos-nije-vreme', label: 'Još nije vreme', reason: [2, 5], readiness: [0, 4] },
  ],
  signs: [
    { id: 'uzrast', sign: 'Imate manje od {rok:najmanji-uzrast}', firstStep: 'sačekati', why: 'pulpa je još relativno velika, pa fasete čekaju punoletstvo' },
    {
      id: 'razmaci-vremenom',
      sign: 'Razmaci su se pojavili ili povećali vremenom',
      firstStep: 'pregled i, po potrebi, lečenje desni',
      why: 'pomeranje zuba često prati bolest desni i kosti; faseta ga ne zaustavlja',
    },
    {
      id: 'mrlje',
      sign: 'Bele ili smeđe mrlje na gleđi',
      firstStep: 'izbeljivanje, mikroabrazija ili infiltracija smolom',
      why: 'mrlje se često povuku bez brušenja',
    },
    { id: 'desni-karijes', sign: 'Desni krvare ili imate karijes', firstStep: 'lečenje, pa tek onda estetski deo', why: 'rad traži zdravu osnovu' },
    {
      id: 'mrtav-zub',
      sign: 'Jedan zub je potamneo posle lečenja kanala',
      firstStep: 'procena: izbeljivanje iznutra ili krunica',
      why: 'izbeljivanje iznutra ima rizike (boja se može vratiti, retko resorpcija korena), koje objašnjavamo pre odluke',
    },
    {
      id: 'zagrizaj',
      sign: 'Zubi su znatno iskrivljeni ili zagrižaj nije dobar',
      firstStep: 'ortodontska procena',
      why: 'ortodoncija pomera zube bez uklanjanja gleđi',
    },
    {
      id: 'podizanje-zagrizaja',
      sign: 'Zubi su jako istrošeni i zagrižaj treba podići',
      firstStep: 'probni period u privremenim radovima',
      why: 'novi zagrižaj se proverava pre definitivnih radova',
    },
    { id: 'rok', sign: 'Želite novi osmeh do određenog datuma', firstStep: 'razgovor o planu bez roka', why: 'žurba nije dobar razlog za nepovratnu pripremu' },
    {
      id: 'nelagodnost',
      sign: 'Izgled zuba vam stvara jaku nelagodnost',
      firstStep: 'razgovor na konsultaciji',
      why: 'nelagodnost nije indikacija za terapiju',
      fromQuestion: 'D3',
    },
  ],
};

/** The self-test's English words (content/blog/en/<slug>.md prints them), by question, band and sign id. */
const englishWords = {
  titles: { A: 'Your teeth', B: 'Health and readiness', C: 'Expectations', D: 'How you feel' },
  questions: {
    A1: 'Are your teeth darker or uneven in colour, and whitening has not fixed it?',
    A2: 'Do you have chipped, worn or too-short teeth?',
    A3: 'Do you have small gaps between your front teeth that have not changed over time?',
    A4: 'Are your front teeth different in size or shape?',
    A5: 'Do you have old fillings or crowns that show when you smile?',
    B1: 'Are your gums healthy, with no bleeding when you brush, and were you free of decay at your last check-up?',
    B2: 'Can you set aside time for the visits in the treatment plan and for the short checks after cementation?',
    B3: 'Are you prepared to come for check-ups every {rok:kontrole}?',
    B4: 'If you grind your teeth, are you prepared to wear a night guard every night? (If you do not grind, circle “yes”.)',
    B5: 'Have you planned a budget for the treatment, in one payment or in instalments, and for replacing the work one day?',
    C1: 'Do you want a natural result, and do you accept your dentist’s advice on shade and shape?',
    C2: 'Do you accept that removing enamel is irreversible and that veneers are replaced over a lifetime?',
    C3: 'Are you prepared to check the look on a trial smile first and to ask for changes before your teeth are prepared?',
    C4: 'Have you been thinking about a change for a long time, rather than because of one event or deadline?',
    C5: 'Are you prepared for the examination to suggest a smaller procedure, a different order, or something else entirely?',
    D1: 'Do you avoid smiling in photos?',
    D2: 'Do you cover your mouth with your hand when you smile or speak?',
    D3: 'Do thoughts about how your teeth look stay with you most of the day, or make you avoid people?',
  },
  bands: {
    'verovatno-ne': 'You probably do not need it',
    'vredi-razgovarati': 'Worth discussing at an examination',
    'posle-lecenja': 'Possible, after a conversation about where you lost points',
    'jos-nije-vreme': 'Not yet',
  },
  signs: {
    uzrast: { sign: 'You are younger than {rok:najmanji-uzrast}', firstStep: 'wait', why: 'the pulp is still relatively large, so veneers wait for adulthood' },
    'razmaci-vremenom': {
      sign: 'Gaps have appeared or grown over time',
      firstStep: 'a gum examination and, if needed, gum treatment',
      why: 'teeth moving often goes with disease of the gums and bone; a veneer does not stop it',
    },
    mrlje: {
      sign: 'White or brown spots on the enamel',
      firstStep: 'whitening, microabrasion or resin infiltration',
      why: 'spots often fade without any preparation of the teeth',
    },
    'desni-karijes': {
      sign: 'Your gums bleed or you have decay',
      firstStep: 'treatment, and only then the aesthetic work',
      why: 'the work needs a healthy foundation',
    },
    'mrtav-zub': {
      sign: 'One tooth has darkened after root canal treatment',
      firstStep: 'an assessment: internal whitening or a crown',
      why: 'internal whitening has risks (the colour can return; rarely, the root is resorbed), which we explain before you decide',
    },
    zagrizaj: {
      sign: 'Your teeth are markedly crooked or your bite is off',
      firstStep: 'an orthodontic assessment',
      why: 'orthodontics moves teeth without removing enamel',
    },
    'podizanje-zagrizaja': {
      sign: 'Your teeth are badly worn and the bite needs raising',
      firstStep: 'a trial period in temporaries',
      why: 'the new bite is tested before the final work',
    },
    rok: {
      sign: 'You want a new smile by a particular date',
      firstStep: 'a conversation about a plan without a deadline',
      why: 'hurry is not a good reason for irreversible preparation',
    },
    nelagodnost: {
      sign: 'The look of your teeth causes you real distress',
      firstStep: 'a conversation at the consultation',
      why: 'distress is not an indication for treatment',
    },
  },
} as const;

/** The self-test in English: the Serbian test's ids, points and bands with the English words. */
const englishSelfTest: SelfTest = {
  ...selfTest,
  parts: selfTest.parts.map((part) => ({
    ...part,
    title: englishWords.titles[part.id as keyof typeof englishWords.titles],
    questions: part.questions.map((question) => ({ ...question, text: englishWords.questions[question.id as keyof typeof englishWords.questions] })),
  })),
  bands: selfTest.bands.map((band) => ({ ...band, label: englishWords.bands[band.id as keyof typeof englishWords.bands] })),
  signs: selfTest.signs.map((sign) => ({ ...sign, ...englishWords.signs[sign.id as keyof typeof englishWords.signs] })),
};

/** The self-test in each language, as each language's article prints it. */
export const selfTestIn: Record<Locale, SelfTest> = { sr: selfTest, en: englishSelfTest };
