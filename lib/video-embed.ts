/** Pure logic of the video testimonials carousel (spec §2, §4): embed addresses, labels, keys. */

/**
 * Spec §2/§7: the videos come from a video hosting service, loaded only after the visitor presses
 * play (privacy). The player starts at once (the press was the request to play) and suggests no
 * videos from other channels at the end.
 */
export const VIDEO_EMBED_PARAMS = 'autoplay=1&rel=0';

/** What the embedded player may use: autoplay after the press, DRM, picture-in-picture, full screen. */
export const VIDEO_IFRAME_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

/** The poster is drawn at most ~768 px wide on large screens, full width below. */
export const VIDEO_POSTER_SIZES = '(min-width: 1024px) 768px, 100vw';

/** The iframe's address: the embed URL with the playback parameters appended. */
export function embedSrc(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}${VIDEO_EMBED_PARAMS}`;
}

/** The words around a video's position, from content/ ("Video", "od"). */
export interface VideoPositionWords {
  video: string;
  of: string;
}

/** "Video 3 od 7" for a 0-based index: the dots' names and the start of the announcement. */
export function videoPositionLabel(index: number, total: number, words: VideoPositionWords): string {
  return `${words.video} ${index + 1} ${words.of} ${total}`;
}

/** The polite announcement after a change: "Video 3 od 7: Prvi osmeh posle faseta". */
export function videoAnnouncement(index: number, total: number, title: string, words: VideoPositionWords): string {
  return `${videoPositionLabel(index, total, words)}: ${title}`;
}

/** The play button's accessible name. */
export function playLabel(title: string, play: string): string {
  return `${play}: ${title}`;
}

/** Spec §4: ArrowLeft / ArrowRight move one video back / forward; any other key does nothing (0). */
export function stepForKey(key: string): -1 | 0 | 1 {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return 0;
}
