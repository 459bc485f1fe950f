/**
 * The words of the interactive widgets: the before/after slider, the gallery strip, the patient carousel, the
 * video carousel and the clinic slideshow (spec §4). Numbers are put in by the components ("Prikažite sliku
 * 3 od 8": `dot`, the number, `of`, the count), so only words live here.
 */
import { followPageLanguage } from '@/content/page-language';
import type { Locale } from '@/lib/locales';
import type { WidgetWords } from '@/lib/widget-words';

const serbianWidgetCopy = {
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
    /** "Prikažite sliku 3 od 8" */
    dot: 'Prikažite sliku',
    /** Spec §2: "3 / 8 slika spremno". */
    ready: 'slika spremno',
  },
  patientCarousel: {
    label: 'Ilustracije osmeha',
    stop: 'Zaustavite automatsko pomeranje',
    start: 'Pokrenite automatsko pomeranje',
    previous: 'Prethodna fotografija',
    next: 'Sledeća fotografija',
    /** "Ilustracija osmeha: Ana": the portraits are illustrations, the names examples. */
    photoAlt: 'Ilustracija osmeha',
    /** "Prikažite fotografiju 3 od 15" */
    dot: 'Prikažite fotografiju',
  },
  videoCarousel: {
    label: 'Video utisci pacijenata',
    previous: 'Prethodni video',
    next: 'Sledeći video',
    /** "Video 3 od 7": the dots' names and the start of the announcement. */
    video: 'Video',
    /** The play button: "Pustite video: Prvi osmeh posle faseta". */
    play: 'Pustite video',
  },
  /** The clinic slideshow in "O meni". */
  slideshow: {
    /** Spec §4, §8: what the slideshow shows when it has no images. */
    empty: 'Nema dostupnih slika',
    /** The pause/play toggle (WCAG 2.2.2 "Pause, Stop, Hide"). */
    pause: 'Zaustavite automatsku promenu slika',
    resume: 'Pokrenite automatsku promenu slika',
    previous: 'Prethodna slika',
    next: 'Sledeća slika',
    /** The announcement after a manual step: "Slika 2 od 4: Ordinacija". */
    image: 'Slika',
  },
} as const satisfies WidgetWords;

/** The same words in English (content/STYLE-EN.md). */
const englishWidgetCopy: WidgetWords = {
  carousel: 'carousel',
  slide: 'slide',
  of: 'of',
  beforeAfter: {
    before: 'BEFORE',
    after: 'AFTER',
    hint: 'Drag the arrow left and right',
    afterAlt: 'After treatment',
    beforeAlt: 'Before treatment',
    sliderLabel: 'Before and after comparison',
    value: { before: 'before', after: 'after' },
  },
  galleryStrip: {
    label: 'Gallery of smile transformations',
    preparing: 'Preparing the gallery…',
    progressLabel: 'Preparing the gallery',
    previous: 'Previous image',
    next: 'Next image',
    hint: 'Swipe or use the arrows',
    dot: 'Show image',
    ready: 'images ready',
  },
  patientCarousel: {
    label: 'Smile illustrations',
    stop: 'Stop automatic scrolling',
    start: 'Start automatic scrolling',
    previous: 'Previous photo',
    next: 'Next photo',
    photoAlt: 'Smile illustration',
    dot: 'Show photo',
  },
  videoCarousel: {
    label: 'Patient video stories',
    previous: 'Previous video',
    next: 'Next video',
    video: 'Video',
    play: 'Play video',
  },
  slideshow: {
    empty: 'No images available',
    pause: 'Stop the automatic slideshow',
    resume: 'Start the automatic slideshow',
    previous: 'Previous image',
    next: 'Next image',
    image: 'Image',
  },
};

/** The widgets' words in each language. */
export const widgetCopyIn: Record<Locale, WidgetWords> = { sr: serbianWidgetCopy, en: englishWidgetCopy };

/** The widgets' words in the page's language (content/page-language.ts): what the pages hand their islands. */
export const widgetCopy: WidgetWords = followPageLanguage('content/widgets.ts › widgetCopy', widgetCopyIn);
