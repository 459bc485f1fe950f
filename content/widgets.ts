/**
 * The words of the interactive widgets: the before/after slider, the gallery strip, the patient carousel, the
 * video carousel and the clinic slideshow (spec §4). Numbers are put in by the components ("Prikaži sliku
 * 3 od 8": `dot`, the number, `of`, the count), so only words live here.
 */
export const widgetCopy = {
  /** Shared by every carousel: the region's aria-roledescription and a slide's. */
  carousel: 'karusel',
  slide: 'slajd',
  /** Between a position and the count: "3 od 8". */
  of: 'od',
  beforeAfter: {
    before: 'PRE',
    after: 'POSLE',
    hint: 'Prevucite strelicu levo-desno',
    /** The images' alt texts and the slider's name, each followed by ": " and the treatment. */
    afterAlt: 'Posle tretmana',
    beforeAlt: 'Pre tretmana',
    sliderLabel: 'Poređenje pre i posle',
    /** The slider's value text: "50% pre, 50% posle". */
    value: { before: 'pre', after: 'posle' },
  },
  galleryStrip: {
    label: 'Galerija transformacija osmeha',
    preparing: 'Priprema galerije...',
    progressLabel: 'Priprema galerije',
    previous: 'Prethodna slika',
    next: 'Sledeća slika',
    hint: 'Prevucite ili koristite strelice',
    /** "Prikaži sliku 3 od 8" */
    dot: 'Prikaži sliku',
  },
  patientCarousel: {
    label: 'Fotografije zadovoljnih klijenata',
    stop: 'Zaustavi automatsko pomeranje',
    start: 'Pokreni automatsko pomeranje',
    previous: 'Prethodna fotografija',
    next: 'Sledeća fotografija',
    /** "Zadovoljni klijent: Ana" */
    photoAlt: 'Zadovoljni klijent',
    /** "Prikaži fotografiju 3 od 15" */
    dot: 'Prikaži fotografiju',
  },
  videoCarousel: {
    label: 'Video utisci pacijenata',
    previous: 'Prethodni video',
    next: 'Sledeći video',
  },
} as const;
