/** Headings, leads and button labels of the home page's sections (spec §2). */
export const homeCopy = {
  hero: {
    eyebrow: 'Estetska stomatologija · Beograd na vodi',
    callLabel: 'Pozovite nas',
    note: 'Besplatna konsultacija · Radnim danima 10–20 h',
    imageAlt: 'Ilustracija blistavog osmeha sa savršeno ravnim, belim zubima',
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
    lead: 'Specijalisti koji zajedno planiraju i izvode svaki tretman.',
    more: 'Saznaj više',
    less: 'Prikaži manje',
  },
  videos: { heading: 'Video utisci pacijenata', lead: 'Pacijenti svojim rečima o tretmanu i rezultatu.' },
  about: {
    heading: 'O meni',
    paragraphs: [
      'Estetskom stomatologijom bavim se više od deset godina i za to vreme sam kreirala preko dve hiljade novih osmeha. Verujem da lep osmeh mora da bude i zdrav, zato svaki plan počinje temeljnim pregledom i iskrenim razgovorom o tome šta želite.',
      'Ordinaciju na Beogradu na vodi osnovala sam sa idejom da pacijenti, iz Srbije i iz inostranstva, dobiju vrhunsku negu bez čekanja: digitalni dizajn osmeha, proverene materijale i tim koji vas vodi kroz svaki korak.',
    ],
    slideshowLabel: 'Fotografije ordinacije',
  },
  contact: {
    heading: 'Kontakt',
    lead: 'Pozovite nas ili pišite, a mi ćemo vam zakazati besplatnu konsultaciju.',
    addressLabel: 'Adresa',
    phoneLabel: 'Telefon',
    emailLabel: 'E-pošta',
    hoursLabel: 'Radno vreme',
    weekendHours: 'Subota i nedelja: zatvoreno',
  },
  faq: { heading: 'Često postavljana pitanja', moreLabel: 'Sva pitanja i odgovori' },
  blog: { heading: 'Blog', lead: 'Saveti, vodiči i iskustva o estetskoj stomatologiji.', readLabel: 'Pročitaj', moreLabel: 'Svi članci' },
} as const;
