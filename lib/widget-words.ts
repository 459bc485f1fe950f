/**
 * The words the islands show and announce (content/widgets.ts), by island. An island gets its words as a prop from
 * the page that renders it, in the page's language, so its browser code holds no words of its own (issue 27).
 */

/** Shared by every carousel: the region's aria-roledescription, a slide's, and the word between a position and the count. */
export interface CarouselWords {
  carousel: string;
  slide: string;
  /** "3 od 8" / "3 of 8". */
  of: string;
}

export interface WidgetWords extends CarouselWords {
  beforeAfter: {
    before: string;
    after: string;
    hint: string;
    afterAlt: string;
    beforeAlt: string;
    sliderLabel: string;
    value: { before: string; after: string };
  };
  galleryStrip: { label: string; preparing: string; progressLabel: string; previous: string; next: string; hint: string; dot: string; ready: string };
  patientCarousel: { label: string; stop: string; start: string; previous: string; next: string; photoAlt: string; dot: string };
  videoCarousel: { label: string; previous: string; next: string; video: string; play: string };
  slideshow: { empty: string; pause: string; resume: string; previous: string; next: string; image: string };
}

export type IslandWordsName = Exclude<keyof WidgetWords, keyof CarouselWords>;

/** One island's words with the carousels' shared ones: what the island's `words` prop holds. */
export type IslandWords<N extends IslandWordsName> = WidgetWords[N] & CarouselWords;

/** The words of one island, taken from a language's widget words. */
export function islandWords<N extends IslandWordsName>(words: WidgetWords, name: N): IslandWords<N> {
  return { ...words[name], carousel: words.carousel, slide: words.slide, of: words.of };
}
