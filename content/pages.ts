/** Per-route copy: the search-result title and description, the page heading and its lead. */
export interface PageCopy {
  /** The <title> (the layout appends " | brand"). */
  title: string;
  /** The meta description, at most 160 characters. */
  description: string;
  heading: string;
  lead: string;
  /** A second-level heading some pages need (visually hidden where the design shows none). */
  stripHeading?: string;
}

export const pages = {
  home: {
    title: 'Hollywood Smile za 7 dana – estetska stomatologija u Beogradu',
    description:
      'Fasete, krunice i implantati u Beogradu na vodi. Besplatna konsultacija. Hollywood Smile za 7 dana kod većine pacijenata kojima nije potrebno prethodno lečenje.',
    heading: 'Hollywood Smile za 7 dana',
    lead: 'Keramičke fasete i krunice, implantati i kompletna transformacija osmeha u našoj ordinaciji u Beogradu na vodi. Kod većine pacijenata kojima nije potrebno prethodno lečenje novi osmeh je gotov za 7 dana.',
  },
  priceList: {
    title: 'Cenovnik stomatoloških usluga 2025',
    description:
      'Cene Hollywood Smile-a, krunica, implantata, izbeljivanja, oralne hirurgije i fiksnih proteza. Privremeni radovi za All-on-6 i implantate gotovi su za 5 dana.',
    heading: 'Cenovnik',
    lead: 'Jasne cene za svaku uslugu, bez skrivenih troškova. Tačan plan terapije i cenu dobijate na besplatnoj konsultaciji.',
  },
  gallery: {
    title: 'Galerija osmeha – pre i posle',
    description:
      'Transformacije osmeha naših pacijenata: Hollywood Smile, bezmetalne krunice i estetske rekonstrukcije, urađene za 5–14 dana.',
    heading: 'Galerija',
    lead: 'Osmesi naših pacijenata posle estetskih tretmana, od prvog pregleda do završnog rada.',
    stripHeading: 'Transformacije osmeha',
  },
  faq: {
    title: 'Često postavljana pitanja o Hollywood Smile-u',
    description:
      'Odgovori na pitanja o ceni, trajanju, postupku i održavanju faseta i krunica, izboru stomatologa i oporavku posle tretmana.',
    heading: 'Često postavljana pitanja',
    lead: 'Sve što pacijenti najčešće pitaju pre prve posete, na jednom mestu.',
  },
  blog: {
    title: 'Blog o estetskoj stomatologiji',
    description:
      'Saveti, vodiči i iskustva pacijenata o Hollywood Smile-u, fasetama, krunicama, cenama i nezi zuba, iz ordinacije u Beogradu na vodi.',
    heading: 'Blog',
    lead: 'Vodiči, saveti i iskustva pacijenata o estetskoj stomatologiji.',
  },
  notFound: {
    title: 'Stranica nije pronađena',
    description: 'Tražena stranica ne postoji ili je premeštena.',
    heading: 'Stranica nije pronađena',
    lead: 'Adresa koju ste otvorili ne postoji ili je premeštena. Možda vam pomogne neka od ovih stranica:',
  },
} as const satisfies Record<string, PageCopy>;

/** The fixed wording of an article page (spec §2). */
export const articleCopy = {
  backLabel: 'Nazad na blog',
  backHref: '/#blog',
  ctaHeading: 'Spremni za Hollywood Smile?',
  ctaText: 'Zakažite besplatnu konsultaciju i otkrijte kako možemo transformisati vaš osmeh',
  ctaButton: 'Zakažite Konsultaciju',
  ctaHref: '/#kontakt',
  breadcrumbHome: 'Početna',
  breadcrumbBlog: 'Blog',
  viewsLabel: 'pregleda',
  tocLabel: 'Sadržaj članka',
  tocSummary: 'Sadržaj',
  relatedHeading: 'Pročitajte i ovo',
  shareLabel: 'Podeli',
  shareCopied: 'Link je kopiran!',
} as const;

/** The price list page's fixed wording (spec §2). */
export const priceListCopy = {
  popularBadge: 'POPULARAN',
  /** The spec's "available" marker, shown once per category beside its title: every service listed is offered. */
  availableLabel: 'Dostupno',
  /** The label of the row of links to the categories at the top of the page. */
  categoriesNavLabel: 'Kategorije cenovnika',
  /** The header cells of each category's table. */
  columns: { service: 'Usluga', unit: 'Jedinica', price: 'Cena' },
  backLabel: 'Nazad na početnu',
  closingNote: 'Cene su informativne. Tačan plan terapije i cenu dobijate na besplatnoj konsultaciji.',
} as const;
