/** The home page's data (spec §2, §3, §9). Image values are keys of content/image-manifest.json. */
import { site } from '@/content/site';
import { ContentError, parseContent } from '@/lib/content-check';
import type { Price } from '@/lib/format';
import {
  homeSchemas,
  type BeforeAfterItem,
  type Highlight,
  type PhotoSlide,
  type ServiceCard,
  type Statistic,
  type TeamMember,
  type TestimonialPhoto,
  type VideoTestimonial,
} from '@/lib/schemas/home';

export type { BeforeAfterItem, Highlight, PhotoSlide, ServiceCard, Statistic, TeamMember, TestimonialPhoto, VideoTestimonial };

/** Where each list is written, for the messages of a malformed entry (lib/content-issues.ts). */
const at = (name: keyof typeof homeSchemas) => ({ file: 'content/home.ts', name });

export const highlights: readonly Highlight[] = parseContent(
  homeSchemas.highlights,
  [
    {
      icon: 'CalendarCheck',
      title: 'Novi osmeh za 7 dana',
      text: 'Kod većine pacijenata kojima nije potrebno prethodno lečenje, od prvog pregleda do završnih faseta prođe 7 dana. Privremene fasete dobijate istog dana kada se zubi pripreme.',
    },
    {
      icon: 'Gem',
      title: 'Provereni materijali',
      text: 'Keramika e.max i cirkonija renomiranih proizvođača, obrađene u proverenoj zubotehničkoj laboratoriji.',
    },
    {
      icon: 'ShieldCheck',
      title: 'Garancija na radove',
      text: 'Na protetske radove dajemo pisanu garanciju od 2 do 5 godina, u zavisnosti od vrste rada. Uslovi, među kojima su kontrole na svakih 6 meseci, pišu u planu terapije.',
    },
    {
      icon: 'HeartHandshake',
      title: 'Besplatna konsultacija',
      text: 'Pregled, fotografije osmeha i pisani plan terapije sa cenom. Konsultacija vas ni na šta ne obavezuje.',
    },
  ],
  at('highlights'),
);

const from = (amount: number): Price => ({ amount, currency: 'EUR' });

export const services: readonly ServiceCard[] = parseContent(
  homeSchemas.services,
  [
    {
      title: 'Hollywood Smile',
      description:
        'Kompletna transformacija osmeha sa do 12 keramičkih faseta i krunica na obe vilice, po digitalnom dizajnu. Kod većine pacijenata kojima nije potrebno prethodno lečenje gotova je za 7 dana.',
      priceFrom: from(5000),
      featured: true,
    },
    {
      title: 'Implantati',
      description: 'Fiksna nadoknada izgubljenih zuba implantatima standardnog i premium brenda, sve do rešenja All-on-6.',
      priceFrom: from(550),
      featured: true,
    },
    {
      title: 'Oralna hirurgija',
      description: 'Vađenje zuba i umnjaka, apikotomija i sinus lift, uz lokalnu anesteziju i, po potrebi, intravensku sedaciju.',
      priceFrom: from(35),
    },
    { title: 'Protetika', description: 'Bezmetalne krunice i mostovi od cirkonije i keramike, precizno izrađeni i prirodnog izgleda.', priceFrom: from(250) },
    { title: 'Lečenje zuba', description: 'Estetske plombe, lečenje kanala, uklanjanje kamenca i oblikovanje desni.', priceFrom: from(20) },
    {
      title: 'Izbeljivanje zuba',
      description: 'Izbeljivanje u ordinaciji ili kod kuće, za nekoliko nijansi svetliji osmeh, i izbeljivanje potamnelog mrtvog zuba.',
      priceFrom: from(50),
    },
    { title: 'Fiksne proteze', description: 'Metalne, bele ili zlatne bravice za pravilan zagrižaj i ravne zube. Cena je po vilici.', priceFrom: from(750) },
  ],
  at('services'),
);

export const beforeAfter: readonly BeforeAfterItem[] = parseContent(
  homeSchemas.beforeAfter,
  [
    {
      id: 1,
      title: 'Hollywood Smile – gornja i donja vilica',
      description: 'Neravne i prebojene zube prekrile su e.max fasete prirodnog sjaja i skladnog oblika.',
      beforeImage: 'pre-posle/1-pre',
      afterImage: 'pre-posle/1-posle',
      treatment: 'Hollywood Smile',
      duration: '7 dana',
    },
    {
      id: 2,
      title: 'Zatvaranje razmaka i ujednačena boja',
      description: 'Fasete su zatvorile razmake između prednjih zuba i ujednačile boju celog osmeha.',
      beforeImage: 'pre-posle/2-pre',
      afterImage: 'pre-posle/2-posle',
      treatment: 'Keramičke fasete',
      duration: '7 dana',
    },
    {
      id: 3,
      title: 'Rekonstrukcija oštećenih zuba',
      description: 'Okrnjeni i istrošeni zubi obnovljeni su bezmetalnim krunicama od cirkonije.',
      beforeImage: 'pre-posle/3-pre',
      afterImage: 'pre-posle/3-posle',
      treatment: 'Bezmetalne krunice',
      duration: '10 dana',
      adjustBeforeImageForDesktop: true,
    },
  ],
  at('beforeAfter'),
);

const patientNames = [
  'Nevena',
  'Bojan',
  'Danica',
  'D. K.',
  'Olivera',
  'Nikola',
  'Milena',
  'Dragan',
  'Teodora',
  'R. L.',
  'Katarina',
  'Ognjen',
  'Sara',
  'Vesna',
  'Luka',
];

export const testimonialPhotos: readonly TestimonialPhoto[] = parseContent(
  homeSchemas.testimonialPhotos,
  patientNames.map((name, index) => ({ id: index + 1, name, image: `pacijenti/${index + 1}` })),
  at('testimonialPhotos'),
);

export const team: readonly TeamMember[] = parseContent(
  homeSchemas.team,
  [
    {
      id: 1,
      name: site.dentist.name,
      role: 'Glavni stomatolog i osnivač',
      image: 'tim/1',
      specialty: 'Estetska stomatologija i protetika',
      description:
        'Doktor stomatologije i osnivač ordinacije; bavi se estetskom stomatologijom i protetikom. Usavršavala se na kursovima digitalnog dizajna osmeha u Italiji i Nemačkoj. Svaki plan terapije lično osmišljava i vodi, od prve konsultacije do završne kontrole.',
      availability: 'Prima nove pacijente',
      truncateAt: 120,
    },
    {
      id: 2,
      name: 'dr Stefan Petrović',
      role: 'Oralni hirurg',
      image: 'tim/2',
      specialty: 'Implantologija i oralna hirurgija',
      description:
        'Oralni hirurg sa posebnim iskustvom u ugradnji implantata, sinus liftu i nadoknadi kosti. Zahvate izvodi precizno i nežno, a pacijentima koji strahuju od intervencije nudi i intravensku sedaciju.',
      availability: 'Termini utorkom i četvrtkom',
      truncateAt: 80,
    },
    {
      id: 3,
      name: 'dr Ana Nikolić',
      role: 'Specijalista endodoncije',
      image: 'tim/3',
      specialty: 'Lečenje kanala korena',
      description:
        'Uz mikroskop i savremene mašinske instrumente pažljivo leči kanale korena i kod ozbiljno oštećenih zuba. Svaki korak objašnjava unapred, pa pacijenti znaju šta ih čeka.',
      availability: 'Prima nove pacijente',
      truncateAt: 80,
    },
    {
      id: 4,
      name: 'dr Marko Ilić',
      role: 'Specijalista ortopedije vilica',
      image: 'tim/4',
      specialty: 'Fiksne proteze i ortodoncija',
      description:
        'Ispravlja zagrižaj i položaj zuba kod dece i odraslih, metalnim, belim i zlatnim bravicama. Svaku terapiju planira uz digitalnu analizu i jasan raspored kontrola.',
      availability: 'Termini ponedeljkom i sredom',
      truncateAt: 50,
    },
    {
      id: 5,
      name: 'dr Jelena Stojanović',
      role: 'Specijalizant oralne hirurgije',
      image: 'tim/5',
      specialty: 'Oralna hirurgija',
      description:
        'Asistira u hirurškim zahvatima i samostalno izvodi vađenja zuba i umnjaka. Pacijenti je pamte po smirenosti i strpljenju s kojim objašnjava svaki korak.',
      availability: 'Dostupna svakog radnog dana',
      truncateAt: 50,
    },
    {
      id: 6,
      name: 'Tamara Đorđević',
      role: 'Menadžer ordinacije',
      image: 'tim/6',
      specialty: 'Organizacija i podrška pacijentima',
      description:
        'Brine o terminima, planovima plaćanja i pacijentima koji dolaze iz inostranstva, od smeštaja do prevoza. Ona je prvi glas koji čujete kada pozovete ordinaciju.',
      availability: 'Na telefonu radnim danima 10–20 h',
      truncateAt: 50,
    },
    {
      id: 7,
      name: 'Ivana Marković',
      role: 'Stomatološka sestra',
      image: 'tim/7',
      specialty: 'Asistencija i sterilizacija',
      description:
        'Priprema ordinaciju i instrumente po strogim standardima sterilizacije i asistira u svim tretmanima. Uz nju se i nervozni pacijenti brzo opuste.',
      availability: 'Dostupna svakog radnog dana',
      truncateAt: 50,
    },
  ],
  at('team'),
);

/**
 * The YouTube ids, in the order of `videoCopy`. Every one is a stand-in (`placeholder: true`) until the
 * clinic sends its videos: put the real id in, set `placeholder: false` and give it its `uploadDate`.
 */
const videoSources: readonly { youtubeId: string; placeholder: boolean; uploadDate?: string }[] = [
  { youtubeId: 'a1B2c3D4e5F', placeholder: true },
  { youtubeId: 'b2C3d4E5f6G', placeholder: true },
  { youtubeId: 'c3D4e5F6g7H', placeholder: true },
  { youtubeId: 'd4E5f6G7h8I', placeholder: true },
  { youtubeId: 'e5F6g7H8i9J', placeholder: true },
  { youtubeId: 'f6G7h8I9j0K', placeholder: true },
  { youtubeId: 'g7H8i9J0k1L', placeholder: true },
];
const videoCopy: readonly [string, string][] = [
  [
    'Novi osmeh za 7 dana',
    'Pacijentkinja opisuje ceo put, od prve konsultacije do završnih faseta. Rok od 7 dana važi za većinu pacijenata kojima nije potrebno prethodno lečenje.',
  ],
  ['Iz inostranstva po novi osmeh', 'Zašto se pacijent iz inostranstva odlučio za tretman u Beogradu.'],
  ['Prvi osmeh posle faseta', 'Trenutak kada pacijentkinja prvi put vidi svoj novi osmeh u ogledalu.'],
  ['Implantati bez straha', 'Kako izgleda ugradnja implantata uz sedaciju, iz ugla pacijenta.'],
  ['Godinu dana kasnije', 'Pacijent posle godinu dana govori o nezi i trajnosti faseta.'],
  ['Osmeh za venčanje', 'Novi osmeh pre najvažnijeg dana, isplaniran do detalja.'],
  ['Iskustvo sa celim timom', 'Utisci pacijentkinje o prijemu, toku terapije i kontrolama.'],
];

/**
 * Checked at load (lib/schemas/home.ts): a malformed id or upload date, or an upload date on a placeholder
 * (it would announce a video that does not exist), stops the build naming the video.
 */
export const videoTestimonials: readonly VideoTestimonial[] = parseContent(
  homeSchemas.videoTestimonials,
  videoCopy.map(([title, description], index) => {
    const source = videoSources[index];
    if (!source) throw new ContentError('content/home.ts › videoSources', `[${index}]`, `missing: one entry per video in videoCopy (${videoCopy.length})`);
    return {
      id: index + 1,
      title,
      youtubeId: source.youtubeId,
      placeholder: source.placeholder,
      embedUrl: `https://www.youtube-nocookie.com/embed/${source.youtubeId}`,
      description,
      patientName: '',
      treatment: '',
      poster: `video/${index + 1}`,
      ...(source.uploadDate === undefined ? {} : { uploadDate: source.uploadDate }),
    };
  }),
  at('videoTestimonials'),
);

export const clinicSlides: readonly PhotoSlide[] = parseContent(
  homeSchemas.clinicSlides,
  [
    { id: 1, title: 'Recepcija', image: 'ordinacija/1', description: 'Prijem sa pogledom na Savu i Beograd na vodi.' },
    { id: 2, title: 'Ordinacija', image: 'ordinacija/2', description: 'Savremena stomatološka stolica i ergonomsko radno mesto.' },
    { id: 3, title: 'Soba za konsultacije', image: 'ordinacija/3', description: 'Ovde na ekranu zajedno dizajniramo vaš novi osmeh.' },
    { id: 4, title: 'Tehnologija', image: 'ordinacija/4', description: 'Digitalni skener i sterilizacija po strogim standardima.' },
  ],
  at('clinicSlides'),
);

/**
 * Spec §9 "Contact and statistics". "24/7" is the message inbox (e-mail and social networks), answered on
 * weekdays 10–20 h (content/STIL.md §4): not an on-call phone or an emergency service.
 */
export const statistics: readonly Statistic[] = parseContent(
  homeSchemas.statistics,
  [
    { number: '2000+', label: 'Zadovoljnih pacijenata' },
    { number: '10+', label: 'Godina iskustva' },
    { number: '50+', label: 'Uspešnih tretmana nedeljno' },
    { number: '24/7', label: 'Prijem poruka' },
  ],
  at('statistics'),
);
