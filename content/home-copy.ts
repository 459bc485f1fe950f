/** Headings, leads and button labels of the home page's sections (spec §2). */
export const homeCopy = {
  hero: {
    eyebrow: 'Estetska stomatologija · Beograd na vodi',
    callLabel: 'Pozovite nas',
    note: 'Besplatna konsultacija · Radnim danima 10–20 h',
    imageAlt: 'Ilustracija blistavog osmeha sa ravnim, belim zubima',
  },
  highlights: { heading: 'Zašto pacijenti biraju nas' },
  beforeAfter: {
    heading: 'Pre i posle',
    lead: 'Pomerite strelicu i uporedite osmeh pre i posle tretmana.',
    moreLabel: 'Pogledajte još transformacija',
  },
  services: {
    heading: 'Naše usluge',
    lead: 'Od jedne plombe do potpuno novog osmeha: sve na jednom mestu, uz jasne cene.',
    moreLabel: 'Saznajte više',
    featuredBadge: 'Najtraženije',
  },
  patients: { heading: 'Zadovoljni Klijenti', lead: 'Osmesi koje nose sa sobom, svakoga dana.' },
  team: {
    heading: 'Naš tim',
    lead: 'Tim koji zajedno planira i izvodi svaki tretman.',
    more: 'Saznaj više',
    less: 'Prikaži manje',
  },
  videos: {
    heading: 'Video utisci pacijenata',
    lead: 'Pacijenti svojim rečima o tretmanu i rezultatu.',
    /** A video whose id is still a placeholder (content/home.ts): its card instead of a player. */
    coming: { label: 'Video uskoro', text: 'Snimak ovog utiska je u pripremi.' },
  },
  about: {
    heading: 'O meni',
    paragraphs: [
      'Estetskom stomatologijom bavim se više od 10 godina i za to vreme sam lečila više od 2.000 pacijenata. Verujem da lep osmeh mora da bude i zdrav. Zato svaki plan počinje temeljnim pregledom i iskrenim razgovorom o tome šta želite.',
      'Ordinaciju u Beogradu na vodi osnovala sam sa idejom da pacijenti iz Srbije i iz inostranstva dobiju pažljivu negu bez dugog čekanja: digitalni dizajn osmeha, proverene materijale i tim koji ih vodi kroz svaki korak.',
    ],
    slideshowLabel: 'Fotografije ordinacije',
  },
  contact: {
    heading: 'Kontakt',
    lead: 'Besplatnu konsultaciju zakazujete telefonom. Poruke primamo 24/7 (e-pošta i društvene mreže), a odgovaramo radnim danima od 10 do 20 h.',
    addressLabel: 'Adresa',
    phoneLabel: 'Telefon',
    emailLabel: 'E-pošta',
    hoursLabel: 'Radno vreme',
  },
  faq: { heading: 'Često postavljana pitanja', moreLabel: 'Sva pitanja i odgovori' },
  blog: { heading: 'Blog', lead: 'Saveti, vodiči i iskustva o estetskoj stomatologiji.', readLabel: 'Pročitaj', moreLabel: 'Svi članci' },
} as const;
