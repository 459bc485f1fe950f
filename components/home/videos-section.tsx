import { Island } from '@/components/island';
import { SectionHeading } from '@/components/section-heading';
import { VideoCarousel } from '@/components/video-carousel';
import { videoTestimonials } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { imageFor } from '@/content/images';
import { widgetCopy } from '@/content/widgets';
import { islandWords } from '@/lib/widget-words';

/**
 * Seven video testimonials; a video loads from its host only after the visitor presses play, and a
 * video whose id is still a placeholder says it is coming.
 */
export function VideosSection() {
  const videos = videoTestimonials.map((video) => ({
    id: video.id,
    title: video.title,
    description: video.description,
    // A placeholder id never reaches the page: its card says the video is coming.
    ...(video.placeholder ? {} : { embedUrl: video.embedUrl }),
    poster: imageFor(video.poster),
  }));
  return (
    <section
      aria-labelledby="video-naslov"
      className="bg-charcoal py-10 text-warm-white render-near [--render-estimate:39rem] sm:py-24 lg:[--render-estimate:60rem]"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="video-naslov" heading={homeCopy.videos.heading} lead={homeCopy.videos.lead} tone="light" />
        <Island
          name="video-carousel"
          component={VideoCarousel}
          props={{ videos, coming: homeCopy.videos.coming, words: islandWords(widgetCopy, 'videoCarousel') }}
        />
      </div>
    </section>
  );
}
