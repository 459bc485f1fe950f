/**
 * The English words of the site's TypeScript copy modules (issue 27): content/frame.ts, content/navigation.ts,
 * content/pages.ts, content/price-list-print.ts and content/routes.ts, each in the shape of its Serbian words
 * (lib/words.ts). The data files' English words are the JSON files beside this one. House style: content/STYLE-EN.md.
 */
import type { frameCopy } from '@/content/frame';
import type { NavigationLabels } from '@/content/navigation';
import type { articleCopy, blogListCopy, callSections, faqCopy, priceListCopy } from '@/content/pages';
import type { PriceShortcutWords } from '@/content/price-list';
import type { priceListPrintCopy } from '@/content/price-list-print';
import type { feed } from '@/content/routes';
import type { ArticleCategory } from '@/lib/schemas/article';
import { localizedRoutes } from '@/content/route-registry';
import type { Words } from '@/lib/words';

const routes = localizedRoutes.en;

export const englishFrameCopy: Words<typeof frameCopy> = {
  skipLink: 'Skip to content',
  mainNavLabel: 'Main navigation',
  menuToggle: 'Menu',
  phoneNotice: 'Phone number copied!',
  /** "Call us: +381 … – the number will be copied". */
  callVerb: 'Call',
  callCopied: 'the number will be copied',
  callBar: {
    label: 'Call',
  },
  notFoundLinks: [
    { label: 'Home page', href: routes.home },
    { label: 'Price list', href: routes.priceList },
    { label: 'Blog', href: routes.blog },
    { label: 'Contact', href: `${routes.home}#kontakt` },
  ],
  contactChannels: {
    listLabel: 'Message us or save our contact details',
    viber: 'Viber',
    whatsApp: 'WhatsApp',
    saveContact: 'Save contact',
    mapHint: 'show on a map',
    dataNote:
      'Photos and X-rays are health data, and if you send them via WhatsApp or Viber, those services also process them; you can also e-mail them or bring them to the consultation.',
  },
  footer: {
    navLabel: 'Footer navigation',
    pagesHeading: 'Pages',
    contactHeading: 'Contact',
    socialLabel: 'Social media',
    social: { instagram: 'Instagram', tiktok: 'TikTok' },
    newTab: 'opens in a new tab',
    rights: 'All rights reserved.',
    hoursZone: '(Belgrade time, CET/CEST)',
    extraLinks: [
      { label: 'Gallery', href: routes.gallery },
      { label: 'Risks and your rights', href: routes.risks },
      { label: 'Sources', href: routes.sources },
    ],
    agency: 'Website by:',
  },
};

/** The navigation bar's labels (its links and order are content/navigation.ts's, at the English addresses). */
export const englishNavigationLabels: NavigationLabels = {
  home: 'Home',
  services: 'Services',
  team: 'Team',
  faq: 'FAQ',
  blog: 'Blog',
  priceList: 'Prices',
  gallery: 'Gallery',
  // The home section it opens is headed "About me": the dentist speaks for herself.
  aboutMe: 'About me',
  contact: 'Contact',
};

export const englishArticleCopy: Words<typeof articleCopy> = {
  backLabel: 'Back to the blog',
  backHref: `${routes.home}#blog`,
  ctaHeading: 'Ready for a Hollywood Smile?',
  ctaText: 'Book a free consultation and find out what is possible for your smile',
  ctaButton: 'Book a consultation',
  ctaHref: `${routes.home}#kontakt`,
  breadcrumbHome: 'Home',
  breadcrumbBlog: 'Blog',
  /** After the count: "1,250 views". */
  viewsLabel: 'views',
  tocLabel: 'Article contents',
  tocSummary: 'Contents',
  relatedHeading: 'Related articles',
  updatedLabel: 'Updated',
  shareLabel: 'Share',
  shareCopied: 'Link copied!',
};

export const englishBlogListCopy: Words<typeof blogListCopy> = {
  categoriesNavLabel: 'Article categories',
  allLabel: 'All articles',
  paginationLabel: 'Article list pages',
  previousLabel: 'Previous',
  nextLabel: 'Next',
  pageLabel: (page: number) => `Page ${page}`,
  pageSuffix: (page: number) => ` – page ${page}`,
  pageDescription: (page: number) =>
    `Page ${page} of the blog: guides, tips and illustrative cases about Hollywood Smile, veneers, crowns, prices and dental care.`,
  categoryTitle: (category: string) => `${category} – cosmetic dentistry blog`,
  categoryDescription: (category: string, page: number) =>
    `${page > 1 ? `Page ${page}: articles` : 'Articles'} in the “${category}” category on the blog of our cosmetic dentistry clinic at Belgrade Waterfront.`,
  categoryLead: (category: string, count: string) => `Articles in the “${category}” category: ${count}, newest first.`,
  articleCount: (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`,
};

export const englishFaqCopy: Words<typeof faqCopy> = {
  categoriesNavLabel: 'Question categories',
};

/** The price list's shortcuts (content/price-list.ts). */
export const englishPriceShortcuts: PriceShortcutWords = {
  'keramicka-faseta': 'Veneers',
  'metalokeramicka-krunica': 'Crowns',
  'implantat-standardni': 'Implants',
  'all-on-6-metalokeramika': 'All-on-6',
  'hollywood-smile': 'Hollywood Smile',
  izbeljivanje: 'Whitening',
  'oralna-hirurgija': 'Surgery',
  'lecenje-zuba': 'Fillings and root canals',
  'pregledi-i-snimci': 'Check-ups and X-rays',
  'parcijalna-proteza': 'Dentures',
  'fiksne-proteze': 'Braces',
};

export const englishPriceListCopy: Words<typeof priceListCopy> = {
  popularBadge: 'POPULAR',
  availableLabel: 'Available',
  categoriesNavLabel: 'Find on the price list',
  columns: { service: 'Service', unit: 'Unit', price: 'Price' },
  packageSummary: 'What the price includes',
  packageIncludes: 'Included',
  packageExcludes: 'Charged separately',
  backLabel: 'Back to the home page',
  closingNote: 'These prices are indicative. At the free consultation you receive your exact treatment plan and its price.',
};

export const englishCallSections: Words<typeof callSections> = {
  action: 'Call us',
  hours: 'Weekdays, 10:00–20:00',
  priceList: {
    heading: 'The exact price for your smile',
  },
  faq: {
    heading: 'Didn’t find your answer?',
    text: 'Call us: we will answer any question and book your free consultation for aesthetic or prosthetic treatment.',
  },
  gallery: {
    heading: 'What is possible in your case?',
    text: 'Every smile is different. At the free consultation we examine your teeth and give you a treatment plan with its price, with no obligation.',
  },
};

export const englishPriceListPrintCopy: Words<typeof priceListPrintCopy> = {
  phoneLabel: 'Phone:',
  emailLabel: 'E-mail:',
  urlLabel: 'Current prices:',
  dateLabel: 'Date printed:',
};

export const englishFeed: Words<typeof feed> = {
  path: '/en/feed.xml',
  title: 'Cosmetic dentistry blog',
  description: 'New guides, tips and illustrative cases about Hollywood Smile, veneers and crowns.',
};

/** The article categories' names (lib/schemas/article.ts: the Serbian names are the categories' ids). */
export const englishArticleCategoryNames: Readonly<Record<ArticleCategory, string>> = {
  'Estetska Stomatologija': 'Cosmetic dentistry',
  Cenovnik: 'Prices',
  Održavanje: 'Aftercare',
  Testimonijali: 'Patient stories',
  Procena: 'Assessment',
  Saveti: 'Tips',
  Materijali: 'Materials',
  Vodič: 'Guides',
  'Nega Zuba': 'Dental care',
  Finansije: 'Payment',
};
