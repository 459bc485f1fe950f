/**
 * Every value the content still marks as a placeholder, for the build's guard
 * (scripts/check-placeholders.mjs → lib/placeholders.ts): the identity fields listed in content/site.ts
 * `placeholders`, and each video whose id is a stand-in (content/home.ts, `placeholder: true`).
 */
import { videoTestimonials } from '@/content/home';
import { placeholders, site, type SiteConfig } from '@/content/site';
import { markedFields, type PlaceholderField } from '@/lib/placeholders';

export const placeholderFields: readonly PlaceholderField[] = [
  ...markedFields<SiteConfig>('content/site.ts', site, placeholders),
  ...videoTestimonials
    .map((video, index) => ({ video, index }))
    .filter(({ video }) => video.placeholder)
    .map(({ video, index }) => ({
      source: 'content/home.ts',
      field: `videoSources[${index}].youtubeId (video ${video.id}, „${video.title}“)`,
      value: video.youtubeId,
    })),
];
