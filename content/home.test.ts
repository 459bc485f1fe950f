import { checkVideos, videoTestimonials } from '@/content/home';

describe('checkVideos', () => {
  const first = videoTestimonials[0]!;

  it('accepts the videos as they are and a video with an ISO upload date', () => {
    expect(() => checkVideos(videoTestimonials)).not.toThrow();
    expect(() => checkVideos([{ ...first, uploadDate: '2025-01-15' }])).not.toThrow();
  });

  it('stops on a malformed upload date, naming the file, the video and the field', () => {
    expect(() => checkVideos([{ ...first, uploadDate: '15. 1. 2025.' }])).toThrow(
      `content/home.ts › videoTestimonials[id=${first.id}] › uploadDate: expected an ISO date such as 2025-01-15, got "15. 1. 2025."`,
    );
  });
});
