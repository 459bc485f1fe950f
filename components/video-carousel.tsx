'use client';

import { Play } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CarouselArrow, CarouselDots } from '@/components/carousel';
import { Picture } from '@/components/picture';
import type { ResponsiveImage } from '@/lib/images';
import { VIDEO_IFRAME_ALLOW, VIDEO_POSTER_SIZES, embedSrc, playLabel, stepForKey, videoAnnouncement, videoPositionLabel } from '@/lib/video-embed';
import type { IslandWords } from '@/lib/widget-words';
import { wrapIndex } from '@/lib/wrap';

export interface VideoItem {
  id: number;
  title: string;
  description: string;
  /**
   * "https://www.youtube-nocookie.com/embed/<id>": requested only after the visitor presses play.
   * Absent while the video's id is a placeholder: the card then says the video is coming, with no player.
   */
  embedUrl?: string;
  poster: ResponsiveImage;
}

export interface VideoCarouselProps {
  videos: readonly VideoItem[];
  /** The card of a video that is not there yet (content/home-copy.ts). */
  coming: { label: string; text: string };
  /** Its words, in the page's language (content/widgets.ts). */
  words: IslandWords<'videoCarousel'>;
}

// The carousel takes its text colour from the section (light text on the charcoal video section,
// ink on a light one): arrows, dots and the caption are drawn in currentColor.
const arrowLook = 'row-start-3 size-12 border border-current/30 duration-200 hover:bg-current/10';

/**
 * The video testimonials (spec §2, §4): one video at a time with previous/next arrows that wrap
 * and dots that jump. Privacy: each video is a facade (its poster and a play button); nothing is
 * requested from the video host until the visitor presses play, and the frame is removed again
 * when the visitor moves to another video. A video without an embed URL (its id is still a
 * placeholder) shows its poster with the "coming" note instead: no play button, no player.
 */
export function VideoCarousel({ videos, coming, words }: VideoCarouselProps) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  const total = videos.length;
  const current = wrapIndex(index, total);
  const video = videos[current];
  if (!video) return null;

  const goTo = (next: number) => {
    setIndex(wrapIndex(next, total));
    setPlaying(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = stepForKey(event.key);
    if (step === 0) return;
    event.preventDefault();
    goTo(current + step);
  };

  return (
    <div
      role="region"
      aria-roledescription={words.carousel}
      aria-label={words.label}
      data-video-carousel=""
      data-current-video={current + 1}
      onKeyDown={onKeyDown}
    >
      {/* Phones: the video, its caption, the arrows, and under them the dots on a row of their own, wrapping when
          they do not fit (with text at 200 %, issue 41). From `lg`: the arrows beside the video, the caption and
          the dots under it. */}
      <div className="grid grid-cols-[3rem_minmax(0,1fr)_3rem] items-center gap-x-1 gap-y-4 lg:grid-cols-[3rem_minmax(0,48rem)_3rem] lg:justify-center lg:gap-x-6">
        <CarouselArrow
          direction="previous"
          label={words.previous}
          onClick={() => goTo(current - 1)}
          className={`${arrowLook} col-start-1 lg:row-start-1`}
          iconClassName="size-6"
        />

        {/* The 16:9 box is reserved in the server HTML; facade and frame fill the same box. */}
        <div className="relative col-span-3 row-start-1 aspect-video w-full lg:col-span-1 lg:col-start-2">
          {!video.embedUrl ? (
            // A placeholder: the poster and a note, never a player that could only fail to load.
            <div data-video-coming="" className="absolute inset-0 size-full overflow-hidden rounded-card bg-charcoal shadow-soft">
              <VideoPoster key={video.id} image={video.poster} className="absolute inset-0 opacity-40" />
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 p-6 text-center text-warm-white">
                <p className="bg-gold-gradient rounded-full px-5 py-2 text-sm font-semibold tracking-[0.12em] text-ink uppercase">{coming.label}</p>
                <p className="max-w-[40ch] text-base">{coming.text}</p>
              </div>
            </div>
          ) : playing ? (
            <iframe
              ref={frameRef}
              src={embedSrc(video.embedUrl)}
              title={video.title}
              allow={VIDEO_IFRAME_ALLOW}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              className="absolute inset-0 size-full rounded-card bg-charcoal shadow-soft"
            />
          ) : (
            <button
              type="button"
              aria-label={playLabel(video.title, words.play)}
              onClick={() => setPlaying(true)}
              className="group absolute inset-0 size-full overflow-hidden rounded-card bg-charcoal shadow-soft"
            >
              <VideoPoster key={video.id} image={video.poster} className="absolute inset-0" />
              <span className="bg-gold-gradient absolute inset-0 m-auto flex size-20 items-center justify-center rounded-full text-ink shadow-soft ring-4 ring-white/40 transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100 lg:size-24">
                <Play aria-hidden="true" className="size-8 translate-x-0.5 fill-current lg:size-10" />
              </span>
            </button>
          )}
        </div>

        <CarouselArrow
          direction="next"
          label={words.next}
          onClick={() => goTo(current + 1)}
          className={`${arrowLook} col-start-3 lg:row-start-1`}
          iconClassName="size-6"
        />

        <div className="col-span-3 row-start-2 text-center lg:col-span-1 lg:col-start-2">
          <h3 className="text-xl leading-snug lg:text-2xl">{video.title}</h3>
          {/* A video not published yet describes nothing: its card says it is coming (review of issue 40, C). */}
          {video.embedUrl && <p className="mx-auto mt-2 max-w-[60ch] opacity-80">{video.description}</p>}
        </div>

        <CarouselDots
          count={total}
          activeIndex={current}
          labelFor={(index, count) => videoPositionLabel(index, count, words)}
          onSelect={goTo}
          tone="current"
          className="col-span-3 row-start-4 flex-wrap lg:col-span-1 lg:col-start-2 lg:row-start-3 lg:-mt-2"
        />
      </div>

      <p aria-live="polite" aria-atomic="true" className="sr-only" data-video-announcement="">
        {videoAnnouncement(current, total, video.title, words)}
      </p>
    </div>
  );
}

/** A video's poster, decorative: the title beside it names the video. Behind the play button or the "coming" note. */
function VideoPoster({ image, className }: { image: ResponsiveImage; className: string }) {
  return <Picture image={image} alt="" decorative sizes={VIDEO_POSTER_SIZES} draggable={false} className={className} imgClassName="size-full object-cover" />;
}
