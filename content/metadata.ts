/**
 * The metadata factory (lib/metadata.ts) bound to the clinic's identity, the feed and the share images,
 * for the pages. Server-only: the share images read the articles.
 */
import { feed } from '@/content/routes';
import { shareImageForPath } from '@/content/share-images';
import { site } from '@/content/site';
import { createMetadata } from '@/lib/metadata';

const metadata = createMetadata({ site, feed, shareImageFor: shareImageForPath });

/** A page's title, description, canonical, Open Graph and Twitter tags, with its own share image. */
export const pageMetadata = metadata.pageMetadata;

/** og:image / twitter:image entries for an image of the caller's choosing (the 404 page's). */
export const shareImageTags = metadata.shareImageTags;

/** The generic share image of the 404 page (public/images/og/default.jpg). */
export const DEFAULT_SHARE_IMAGE = metadata.defaultShareImage;
