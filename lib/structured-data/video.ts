/**
 * Schema.org VideoObject for the video testimonials, only for a video whose data fills every property
 * Google requires (name, thumbnailUrl, uploadDate; and contentUrl or embedUrl). The placeholders have
 * no upload date, so none is emitted until real videos with their dates arrive.
 */
import type { VideoObject, WithContext } from 'schema-dts';
import { isIsoDate } from '@/lib/format';
import { absoluteUrl } from '@/lib/site-url';

export interface VideoFacts {
  title: string;
  description: string;
  /** Absolute URL of the player. */
  embedUrl: string;
  /** Site path of the poster image. */
  thumbnailPath: string;
  /** ISO date (YYYY-MM-DD) the video was first published. */
  uploadDate?: string;
}

/** A VideoObject, or undefined when the data cannot honestly fill Google's required properties. */
export function videoObjectJsonLd(video: VideoFacts, siteUrl: string): WithContext<VideoObject> | undefined {
  if (!video.uploadDate || !isIsoDate(video.uploadDate) || !video.title.trim() || !video.embedUrl) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: video.title,
    description: video.description,
    thumbnailUrl: absoluteUrl(siteUrl, video.thumbnailPath),
    uploadDate: video.uploadDate,
    embedUrl: video.embedUrl,
  };
}

/** The VideoObjects of the videos that qualify; an empty list when none does. */
export function videoObjectsJsonLd(videos: readonly VideoFacts[], siteUrl: string): WithContext<VideoObject>[] {
  return videos.flatMap((video) => videoObjectJsonLd(video, siteUrl) ?? []);
}
