import { englishFrameCopy } from '@/content/en/copy';
import { followPageLanguage, type ByLanguage } from '@/content/page-language';
import type { Words } from '@/lib/words';
import { routes } from '@/content/route-registry';

/** The words of the frame every page shares: skip link, menu, phone notice, footer (spec §2, §4). */
const serbianFrameCopy = {
  skipLink: 'Preskočite na sadržaj',
  mainNavLabel: 'Glavna navigacija',
  menuToggle: 'Meni',
  /** Spec §4, exactly. */
  phoneNotice: 'Broj telefona je kopiran!',
  /**
   * A call control's accessible name: its visible wording first (WCAG 2.5.3), then the number and what a
   * click does ("Pozovite nas: +381 … – broj će biti kopiran"). `callVerb` stands in when the control shows
   * only the number.
   */
  callVerb: 'Pozovite',
  callCopied: 'broj će biti kopiran',
  /** The call bar at the bottom of a phone's screen (components/call-bar.tsx). */
  /** The call bar's landmark name; the bar and the header's number say `callVerb` before the number. */
  callBar: {
    label: 'Poziv',
  },
  /** Where the 404 page points a lost visitor. */
  notFoundLinks: [
    { label: 'Početna strana', href: routes.home },
    { label: 'Cenovnik', href: routes.priceList },
    { label: 'Blog', href: routes.blog },
    { label: 'Kontakt', href: '/#kontakt' },
  ],
  /**
   * The links beside every phone row (home contact card, footer): chat through Viber or WhatsApp
   * instead of an international call, the e-mail, the clinic as a contact card, the address on a map.
   */
  contactChannels: {
    listLabel: 'Pišite nam ili sačuvajte kontakt',
    viber: 'Viber',
    whatsApp: 'WhatsApp',
    saveContact: 'Sačuvajte kontakt',
    /** Read after the address, which links to a map search. */
    mapHint: 'prikaži na mapi',
    /** Under the send buttons (WhatsApp, Viber, e-mail), before the link to „Vaši podaci“ on the risks page. */
    dataNote:
      'Fotografije i snimci su podaci o zdravlju, a kada ih šaljete preko WhatsApp-a ili Vibera, obrađuju ih i ti servisi; možete ih poslati i e-poštom ili doneti na konsultaciju.',
  },
  footer: {
    navLabel: 'Navigacija u podnožju',
    pagesHeading: 'Stranice',
    contactHeading: 'Kontakt',
    socialLabel: 'Društvene mreže',
    /** The social links' names, each followed by `newTab`. */
    social: { instagram: 'Instagram', tiktok: 'TikTok' },
    newTab: 'otvara se u novoj kartici',
    rights: 'Sva prava zadržana.',
    /** After the opening hours (footer, printed price list, contact card file): the time zone they are given in. */
    hoursZone: '(po beogradskom vremenu)',
    /** Pages outside the spec's eight menu items, listed after them. */
    extraLinks: [
      { label: 'Galerija', href: routes.gallery },
      { label: 'Rizici i vaša prava', href: routes.risks },
      { label: 'Izvori', href: routes.sources },
    ],
    agency: 'Izrada sajta:',
  },
} as const;

export type FrameCopy = Words<typeof serbianFrameCopy>;

/** In the page's language (content/page-language.ts); the English words are in content/en/copy.ts. */
export const frameCopyIn: ByLanguage<FrameCopy> = { sr: serbianFrameCopy, en: englishFrameCopy };
export const frameCopy: FrameCopy = followPageLanguage('content/frame.ts › frameCopy', frameCopyIn);
