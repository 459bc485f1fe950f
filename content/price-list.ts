/** The price list of /cenovnik (spec §9), in EUR unless a service says RSD. */
import { parseContent } from '@/lib/content-check';
import type { Price } from '@/lib/format';
import { priceListSchema, type PriceCategory } from '@/lib/schemas/price-list';

export type { PriceCategory, PricedService } from '@/lib/schemas/price-list';

const eur = (amount: number, upTo?: number): Price => ({ amount, upTo, currency: 'EUR' });
const rsd = (amount: number): Price => ({ amount, currency: 'RSD' });

/** Checked at load (lib/schemas/price-list.ts): every price a number, unique anchors and service names. */
export const priceCategories: readonly PriceCategory[] = parseContent(
  priceListSchema,
  [
    {
      id: 'specijalne-ponude',
      title: 'Specijalne ponude',
      icon: 'Sparkles',
      color: 'gold',
      note: 'Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.',
      link: { label: 'Pogledajte transformacije u galeriji', href: '/galerija/' },
      services: [
        {
          name: 'All-on-6 – metalokeramičke krunice',
          price: eur(5000),
          unit: 'po vilici',
          description: 'Fiksni zubi na šest implantata u jednoj vilici, sa metalokeramičkim krunicama.',
          popular: true,
        },
        {
          name: 'All-on-6 – bezmetalne krunice',
          price: eur(7000),
          unit: 'po vilici',
          description: 'Fiksni zubi na šest implantata u jednoj vilici, sa estetskim bezmetalnim krunicama.',
        },
        {
          name: 'Hollywood Smile – kompletna transformacija osmeha',
          price: eur(5000),
          description:
            'Do 12 keramičkih faseta i krunica na obe vilice, po digitalnom dizajnu osmeha, urađenih odjednom. Kada prethodno lečenje nije potrebno, rad je najčešće gotov za 7 dana.',
          popular: true,
        },
        {
          name: 'Implantat – standardni brend',
          price: eur(550),
          description: 'Titanijumski implantat proverenog proizvođača, sa ugradnjom. Krunica je posebna stavka plana terapije.',
          popular: true,
        },
        {
          name: 'Implantat – premium brend',
          price: eur(750),
          description: 'Implantat vodećeg svetskog proizvođača, sa ugradnjom, za najzahtevnije slučajeve. Krunica je posebna stavka plana.',
        },
      ],
    },
    {
      id: 'oralna-hirurgija',
      title: 'Oralna hirurgija',
      icon: 'Scissors',
      color: 'sand',
      services: [
        { name: 'Vađenje zuba', price: eur(35), description: 'Standardna ekstrakcija uz lokalnu anesteziju.' },
        { name: 'Komplikovano vađenje zuba', price: eur(50), description: 'Ekstrakcija zuba sa zakrivljenim ili slomljenim korenovima.' },
        { name: 'Hirurško vađenje zuba', price: eur(100), description: 'Hirurško vađenje impaktiranog zuba ili umnjaka.' },
        { name: 'Apikotomija', price: eur(150), description: 'Hirurško uklanjanje upaljenog vrha korena da bi se zub sačuvao.' },
        { name: 'Sinus lift', price: eur(800), description: 'Podizanje dna sinusa i nadoknada kosti pre ugradnje implantata.' },
        { name: 'Intravenska sedacija', price: eur(700), description: 'Tretman u stanju duboke opuštenosti, uz nadzor anesteziologa.' },
      ],
    },
    {
      id: 'protetika',
      title: 'Protetika',
      icon: 'Crown',
      color: 'sand',
      note: 'Cene faseta i krunica obuhvataju digitalni dizajn, probni osmeh kada je indikovan, privremeni rad, cementiranje i prvu kontrolu posle 6 meseci.',
      services: [
        { name: 'Metalokeramička krunica', price: eur(150), description: 'Izdržljiva krunica sa metalnom osnovom i keramičkim slojem.' },
        { name: 'Krunica od cirkonije', price: eur(250), description: 'Monolitna bezmetalna krunica od cirkonije, čvrsta i prirodnog izgleda.', popular: true },
        {
          name: 'Keramička faseta',
          price: eur(350),
          unit: 'po zubu',
          description:
            'Tanka keramička ljuspica (0,3–0,5 mm) koja zubu daje novi oblik i boju. Osnovna izrada u standardnoj nijansi, od feldspatne keramike ili presovane e.max keramike.',
          popular: true,
        },
        { name: 'Livena (čelična) nadogradnja', price: eur(50), description: 'Metalni kočić koji ojačava zub posle lečenja kanala.' },
        { name: 'Nadogradnja od fiberglasa', price: eur(50), description: 'Estetski kočić od staklenih vlakana, boje zuba.' },
        { name: 'Parcijalna proteza', price: eur(300), description: 'Mobilna nadoknada nekoliko zuba koji nedostaju.' },
        { name: 'Totalna proteza', price: eur(300), description: 'Mobilna nadoknada svih zuba jedne vilice.' },
      ],
    },
    {
      id: 'izbeljivanje',
      title: 'Izbeljivanje zuba',
      icon: 'Sun',
      color: 'sand',
      services: [
        { name: 'Izbeljivanje mrtvog zuba', price: eur(50), description: 'Unutrašnje izbeljivanje zuba potamnelog posle lečenja kanala.' },
        { name: 'Izbeljivanje kod kuće', price: eur(200), description: 'Individualne folije i gel za postepeno izbeljivanje kod kuće.' },
        {
          name: 'Izbeljivanje u ordinaciji – obe vilice',
          price: eur(300),
          description: 'Profesionalno izbeljivanje obe vilice u jednoj poseti.',
          popular: true,
        },
      ],
    },
    {
      id: 'lecenje-zuba',
      title: 'Lečenje zuba',
      icon: 'Stethoscope',
      color: 'sand',
      services: [
        { name: 'Gingivektomija', price: eur(20), description: 'Oblikovanje desni za pravilnu liniju osmeha.' },
        { name: 'Udlaga za bruksizam', price: eur(50), unit: 'po vilici', description: 'Noćna udlaga koja štiti zube i fasete od škrgutanja.' },
        { name: 'Uklanjanje kamenca', price: eur(35), description: 'Ultrazvučno čišćenje kamenca i poliranje zuba.', popular: true },
        { name: 'Kompozitna plomba – jedna površina', price: eur(30), description: 'Estetska bela plomba na jednoj površini zuba.' },
        { name: 'Kompozitna plomba – dve površine', price: eur(40), description: 'Estetska bela plomba na dve površine zuba.' },
        { name: 'Kompozitna plomba – tri površine', price: eur(50), description: 'Estetska bela plomba na tri površine zuba.' },
        { name: 'Lečenje kanala korena', price: eur(40, 100), unit: 'po zubu', description: 'Endodontsko lečenje, cena zavisi od broja kanala.' },
        { name: 'Kompozitne fasete', price: eur(50), unit: 'po zubu', description: 'Brza estetska korekcija kompozitnim materijalom.' },
      ],
    },
    {
      id: 'fiksne-proteze',
      title: 'Fiksne proteze (ortodoncija)',
      icon: 'Smile',
      color: 'sand',
      note: 'Cene fiksnih proteza su po vilici.',
      services: [
        { name: 'Metalna fiksna proteza', price: eur(750), unit: 'po vilici', description: 'Klasične metalne bravice, pouzdane i efikasne.', popular: true },
        { name: 'Bela fiksna proteza', price: eur(850), unit: 'po vilici', description: 'Keramičke bravice boje zuba, jedva primetne.' },
        { name: 'Zlatna fiksna proteza', price: eur(1000), unit: 'po vilici', description: 'Pozlaćene bravice za upečatljiv izgled.' },
        {
          name: 'Prvi ortodontski pregled',
          price: rsd(1000),
          description: 'Pregled i procena potrebe za ortodontskom terapijom. Besplatna konsultacija odnosi se na estetske i protetske radove.',
        },
        { name: 'Ortodontska analiza', price: eur(50), description: 'Snimci, otisci i plan terapije fiksnom protezom.' },
        { name: 'Kontrolni pregled', price: rsd(1000), description: 'Redovna kontrola i aktiviranje fiksne proteze.' },
      ],
    },
  ],
  { file: 'content/price-list.ts', name: 'priceCategories' },
);
