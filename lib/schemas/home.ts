/** The home page's data (content/home.ts; spec §2, §3, §9). Image values are keys of content/image-manifest.json. */
import { z } from 'zod';
import { describeValue } from '@/lib/content-issues';
import { anchorId, days, contentImage, isoDate, text, uniqueBy, wholeNumber } from '@/lib/schemas/fields';
import type { Price } from '@/lib/schemas/price';

export const highlightSchema = z.strictObject({
  icon: z.enum(['CalendarCheck', 'Gem', 'ShieldCheck', 'HeartHandshake']),
  title: text(),
  text: text(),
});

export type Highlight = z.output<typeof highlightSchema>;

export const serviceCardSchema = z.strictObject({
  title: text(),
  description: text(),
  /**
   * The price-list row whose price the card shows as its price-from (spec §9 "Home service prices"), so the
   * figure is written once, on the price list. A row, not "the cheapest of the category": the spec's
   * "Protetika od 250 €" is the zirconia crown, while the category's cheapest row is a 50 € post.
   */
  priceItem: anchorId,
  /** Where "Saznajte više" leads on /cenovnik/: the id of the card's category or of its row there. */
  priceListAnchor: anchorId,
  featured: z.boolean().optional(),
});

/** A card as content/data/home/services.json writes it. */
export type ServiceCardEntry = z.output<typeof serviceCardSchema>;

/** A card as the page shows it: its price-from read from the price list (content/home.ts). */
export type ServiceCard = ServiceCardEntry & { priceFrom: Price };

export const beforeAfterSchema = z.strictObject({
  id: wholeNumber,
  title: text(),
  description: text(),
  beforeImage: contentImage,
  afterImage: contentImage,
  treatment: text(),
  /** "7 dana" or "10 dana" (spec §3). */
  duration: days(7, 10),
  /** Crop the before image a little higher on large screens so it lines up with the after image. */
  adjustBeforeImageForDesktop: z.boolean().optional(),
});

export type BeforeAfterItem = z.output<typeof beforeAfterSchema>;

export const testimonialPhotoSchema = z.strictObject({
  id: wholeNumber,
  /** A first name or initials only (spec §3: display labels, not full names). */
  name: text(),
  image: contentImage,
});

export type TestimonialPhoto = z.output<typeof testimonialPhotoSchema>;

export const teamMemberSchema = z.strictObject({
  id: wholeNumber,
  name: text(),
  role: text(),
  image: contentImage,
  specialty: text(),
  description: text(),
  /** The availability label; its wording is not in the spec. */
  availability: text(),
  /** Characters shown before "..." while collapsed (spec §4: 120 for one, 80 for two, 50 for the rest). */
  truncateAt: z.literal([50, 80, 120]),
});

export type TeamMember = z.output<typeof teamMemberSchema>;

export const videoTestimonialSchema = z
  .strictObject({
    id: wholeNumber,
    title: text(),
    /** The video's id on YouTube. */
    youtubeId: z.string().regex(/^[\w-]{11}$/, {
      error: (issue) => `očekuje se oznaka videa od 11 znakova, npr. dQw4w9WgXcQ, a upisano je ${describeValue(issue.input)}`,
    }),
    /**
     * A stand-in id until the clinic sends the real video: the card says the video is coming instead of
     * loading a player, and a production build stops while one is left (lib/placeholders.ts).
     */
    placeholder: z.boolean(),
    description: text(),
    poster: contentImage,
    /**
     * ISO date (2025-01-15) the video was published on its host. Set it for real videos: only a video
     * with its upload date gets VideoObject structured data (Google requires the date).
     */
    uploadDate: isoDate.optional(),
  })
  .superRefine((video, context) => {
    // An upload date on a stand-in would announce a video that does not exist.
    if (video.placeholder && video.uploadDate !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['uploadDate'],
        input: video.uploadDate,
        message: 'privremeni video nema datum objave: upišite pravu oznaku videa i isključite „Privremeni video“',
      });
    }
  })
  // Derived, not written: the player's address on the privacy-enhanced host (loaded only after the visitor
  // presses play), and the two fields the spec states as empty.
  .transform((video) => ({
    ...video,
    embedUrl: `https://www.youtube-nocookie.com/embed/${video.youtubeId}`,
    patientName: '' as const,
    treatment: '' as const,
  }));

export type VideoTestimonial = z.output<typeof videoTestimonialSchema>;

export const photoSlideSchema = z.strictObject({
  id: wholeNumber,
  title: text(),
  image: contentImage,
  description: text(),
});

export type PhotoSlide = z.output<typeof photoSlideSchema>;

export const statisticSchema = z.strictObject({
  /** As printed: "2000+", "24/7". */
  number: text(),
  label: text(),
});

export type Statistic = z.output<typeof statisticSchema>;

/** A list whose entries carry ids: each id once. */
const withIds = <T extends z.ZodType<{ id: number }>>(entry: T) => z.array(entry).superRefine(uniqueBy<z.output<T>>('id'));

export const homeSchemas = {
  highlights: z.array(highlightSchema),
  services: z.array(serviceCardSchema),
  beforeAfter: withIds(beforeAfterSchema),
  testimonialPhotos: withIds(testimonialPhotoSchema),
  team: withIds(teamMemberSchema),
  videoTestimonials: withIds(videoTestimonialSchema),
  clinicSlides: withIds(photoSlideSchema),
  statistics: z.array(statisticSchema),
};

/** The files of content/data/home/ (edited through /admin/): each holds one list under "items". */
export const homeFileSchemas = Object.fromEntries(Object.entries(homeSchemas).map(([name, list]) => [name, z.strictObject({ items: list })])) as {
  [K in keyof typeof homeSchemas]: z.ZodObject<{ items: (typeof homeSchemas)[K] }, z.core.$strict>;
};
