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
    afterAlt: 'Posle terapije',
    beforeAlt: 'Pre terapije',
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
    /** Spec §2: "3 / 8 slika spremno". */
    ready: 'slika spremno',
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
    /** "Video 3 od 7": the dots' names and the start of the announcement. */
    video: 'Video',
    /** The play button: "Pusti video: Prvi osmeh posle faseta". */
    play: 'Pusti video',
  },
  /** The clinic slideshow in "O meni". */
  slideshow: {
    /** Spec §4, §8: what the slideshow shows when it has no images. */
    empty: 'Nema dostupnih slika',
    /** The pause/play toggle (WCAG 2.2.2 "Pause, Stop, Hide"). */
    pause: 'Zaustavi automatsku promenu slika',
    resume: 'Pokreni automatsku promenu slika',
    previous: 'Prethodna slika',
    next: 'Sledeća slika',
    /** The announcement after a manual step: "Slika 2 od 4: Ordinacija". */
    image: 'Slika',
  },
} as const;
