/** The words of the frame every page shares: skip link, menu, phone notice, footer (spec §2, §4). */
export const frameCopy = {
  skipLink: 'Preskoči na sadržaj',
  mainNavLabel: 'Glavna navigacija',
  menuToggle: 'Meni',
  /** Spec §4, exactly. */
  phoneNotice: 'Broj telefona je kopiran!',
  /** Where the 404 page points a lost visitor. */
  notFoundLinks: [
    { label: 'Početna strana', href: '/' },
    { label: 'Cenovnik', href: '/cenovnik/' },
    { label: 'Blog', href: '/blog/' },
    { label: 'Kontakt', href: '/#kontakt' },
  ],
  footer: {
    navLabel: 'Navigacija u podnožju',
    pagesHeading: 'Stranice',
    contactHeading: 'Kontakt',
    socialLabel: 'Društvene mreže',
    newTab: 'otvara se u novoj kartici',
    rights: 'Sva prava zadržana.',
    agency: 'Izrada sajta:',
  },
} as const;
