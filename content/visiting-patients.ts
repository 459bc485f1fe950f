/**
 * "Pacijenti iz inostranstva" on /cenovnik/ (issue 16, item 3): what a patient who travels needs to know before
 * booking a flight. Every figure is the spec's own (spec §9: treatment 7–14 days, 2–5 visits over 5–10 days,
 * visits of 1–3 hours, temporaries in 5 days, control after 6 months, warranty at least 2 years / 2–5 years,
 * cash discount 10% / 5%, 3, 6, 12 or 24 instalments with 30% down), written as content/STIL.md §3.4, §4 and §6
 * place them: each with its condition in the same sentence.
 *
 * Each topic is a question (a heading) answered by a list of facts: a short term and the sentence(s) that
 * define it, rendered as a <dl>. One string is one sentence group; the 5-day temporaries and the veneers stay
 * in separate strings (STIL.md §4).
 */
import { parseContent } from '@/lib/content-check';
import { visitingPatientsSchema } from '@/lib/schemas/visiting-patients';

export type { VisitingFact, VisitingLink, VisitingTopic } from '@/lib/schemas/visiting-patients';

/** The section's anchor on /cenovnik/: link here from anywhere (the home contact section too). */
export const VISITING_PATIENTS_ID = 'pacijenti-iz-inostranstva';
const SECTION_HREF = `/cenovnik/#${VISITING_PATIENTS_ID}`;

/** Checked at load (lib/schemas/visiting-patients.ts). */
export const visitingPatients = parseContent(
  visitingPatientsSchema,
  {
    id: VISITING_PATIENTS_ID,
    heading: 'Pacijenti iz inostranstva',
    lead: 'Pre nego što rezervišete let: koliko dana da ostanete, šta je uključeno u cenu, kako važi garancija i kako možete da platite.',
    /** The link under the page's heading that jumps down to the section. */
    jumpLink: { label: 'Dolazite iz inostranstva? Boravak, garancija i plaćanje', href: `#${VISITING_PATIENTS_ID}` },
    /**
     * The link for the home page's contact section (components/home/contact-section.tsx), beside the address
     * and phone: it leads to this section.
     */
    contactLink: { label: 'Dolazite iz inostranstva? Koliko dana da planirate, garancija i plaćanje', href: SECTION_HREF },
    topics: [
      {
        id: 'boravak',
        question: 'Koliko dana da planirate?',
        facts: [
          {
            term: 'Boravak',
            details: [
              'Pacijentima iz inostranstva savetujemo 7–14 dana boravka. To je vreme samog rada i nekoliko rezervnih dana za kontrolu, dorade ili obimniji slučaj.',
            ],
          },
          {
            term: 'Rad',
            details: [
              'Kod većine pacijenata kojima nije potrebno prethodno lečenje rad obuhvata 2–5 poseta u periodu od 5–10 dana i najčešće je gotov za 7 dana.',
            ],
          },
          {
            term: 'Trajanje posete',
            details: ['Priprema zuba i cementiranje traju 1–3 sata. Konsultacija traje oko sat vremena.'],
          },
          {
            term: 'Dve faze',
            details: [
              'Kada su pre estetskog dela potrebni lečenje zuba, lečenje desni ili implantati, tretman ide u dve faze. Za pacijente iz inostranstva to su dva boravka, a rok svake faze piše u planu terapije.',
            ],
          },
          {
            term: 'Pre puta',
            details: ['Pošaljite nam unapred fotografije osmeha i noviji rendgenski snimak. Tako možemo da predložimo broj dana pre nego što rezervišete put.'],
          },
        ],
      },
      {
        id: 'privremeni-radovi',
        question: 'Kada dobijate privremene radove?',
        facts: [
          {
            term: 'Fasete i krunice',
            details: ['Privremene fasete i krunice dobijate istog dana kada se zubi pripreme, pa se pripremljeni zubi nijednog trenutka ne vide.'],
          },
          {
            term: 'All-on-6 i implantati',
            details: ['Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.'],
          },
        ],
      },
      {
        id: 'konsultacija-i-kontrola',
        question: 'Šta je besplatno, a šta uključeno u cenu?',
        facts: [
          {
            term: 'Konsultacija',
            details: ['Konsultacija za estetske i protetske radove je besplatna i ne obavezuje. Na njoj dobijate pisani plan terapije sa cenom svake stavke.'],
          },
          {
            term: 'U ceni faseta i krunica',
            details: [
              'Cene faseta i krunica obuhvataju digitalni dizajn, probni osmeh kada je indikovan, privremeni rad, cementiranje i prvu kontrolu posle 6 meseci.',
            ],
          },
          {
            term: 'Kontrola posle 6 meseci',
            details: [
              'Kontrolu posle 6 meseci možete da obavite kod nas, ako ponovo dolazite u Beograd, ili da se sa našim timom dogovorite kako da je organizujete. Posle nje preporučujemo kontrole na svakih 6 meseci.',
            ],
          },
          {
            term: 'Lečenje pre estetskog dela',
            details: ['Lečenje koje je potrebno pre estetskog dela naplaćuje se posebno, po ovom cenovniku.'],
          },
        ],
      },
      {
        id: 'garancija',
        question: 'Kako važi garancija?',
        facts: [
          {
            term: 'Šta da tražite od bilo koje ordinacije',
            details: [
              'Na fiksne protetske radove, kao što su fasete i krunice, tražite pisanu garanciju od najmanje 2 godine. Taj savet važi za svaku ordinaciju, pa i za našu.',
            ],
          },
          {
            term: 'Naša pisana garancija',
            details: [
              'Na naše protetske radove dajemo pisanu garanciju od 2 do 5 godina, u zavisnosti od vrste rada. Tačan rok i uslovi (kontrole na svakih 6 meseci, nošenje udlage ako je propisana) pišu u planu terapije.',
              'Garancija važi za rad, ne za izgled.',
            ],
          },
        ],
      },
      {
        id: 'placanje',
        question: 'Kako možete da platite?',
        facts: [
          {
            term: 'Odjednom, gotovinom',
            details: [
              'Kada ceo plan po redovnim cenama platite odjednom, gotovinom, pre početka tretmana, popust je 10%.',
              'Za pakete i specijalne ponude, koji su već sniženi, isti popust je 5%.',
            ],
          },
          {
            term: 'Na rate',
            details: ['Plan možete da platite na 3, 6, 12 ili 24 rate, uz 30% učešća pre početka tretmana.', 'Popust za plaćanje odjednom ne važi uz rate.'],
          },
          {
            term: 'Predračun',
            details: ['Tačan iznos popusta piše u predračunu, a uslove otplate dogovaramo na konsultaciji, pre nego što bilo šta potpišete.'],
          },
        ],
      },
    ],
    /** Where to read on: the articles that own these figures (STIL.md §3.4, §7). */
    readMoreLabel: 'Više o tome:',
    readMore: [
      {
        label: 'Hollywood Smile u Beogradu: kako izgleda tretman korak po korak',
        href: '/blog/hollywood-smile-u-beogradu-kako-izgleda-tretman-korak-po-korak/',
      },
      { label: 'Plaćanje na rate: Hollywood Smile bez stresa', href: '/blog/placanje-na-rate-hollywood-smile-bez-stresa/' },
    ],
  },
  { file: 'content/visiting-patients.ts', name: 'visitingPatients' },
);
