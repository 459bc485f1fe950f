/**
 * Every value the content still marks as a placeholder, for the build's guard
 * (scripts/check-content.mjs → lib/placeholders.ts): the identity fields that still hold the stand-ins
 * listed in content/site.ts `placeholders`, and each video whose id is a stand-in (content/data/home/videos.json,
 * `placeholder: true`).
 */
import { videoTestimonials } from '@/content/home';
import { placeholders, site, type SiteConfig } from '@/content/site';
import { standInFields, type PlaceholderField } from '@/lib/placeholders';

export const placeholderFields: readonly PlaceholderField[] = [
  ...standInFields<SiteConfig>('content/data/site.json', site, placeholders),
  ...videoTestimonials
    .map((video, index) => ({ video, index }))
    .filter(({ video }) => video.placeholder)
    .map(({ video, index }) => ({
      source: 'content/data/home/videos.json',
      field: `items[${index}].youtubeId (video ${video.id}, „${video.title}“)`,
      value: video.youtubeId,
    })),
];
