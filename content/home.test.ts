import { checkVideos, videoTestimonials } from '@/content/home';

describe('checkVideos', () => {
  const first = videoTestimonials[0]!;
  const real = { ...first, youtubeId: 'dQw4w9WgXcQ', placeholder: false };

  it('accepts the videos as they are and a real video with an ISO upload date', () => {
    expect(() => checkVideos(videoTestimonials)).not.toThrow();
    expect(() => checkVideos([{ ...real, uploadDate: '2025-01-15' }])).not.toThrow();
  });

  it('stops on a malformed upload date, naming the file, the video and the field', () => {
    expect(() => checkVideos([{ ...real, uploadDate: '15. 1. 2025.' }])).toThrow(
      `content/home.ts › videoTestimonials[id=${first.id}] › uploadDate: expected an ISO date such as 2025-01-15, got "15. 1. 2025."`,
    );
  });

  it('stops on an upload date for a placeholder, which would announce a video that does not exist', () => {
    expect(() => checkVideos([{ ...first, placeholder: true, uploadDate: '2025-01-15' }])).toThrow(
      `content/home.ts › videoTestimonials[id=${first.id}] › uploadDate: a placeholder video has no upload date`,
    );
  });

  it('stops on an id that is not a YouTube id', () => {
    expect(() => checkVideos([{ ...real, youtubeId: 'https://youtu.be/dQw4w9WgXcQ' }])).toThrow(
      `content/home.ts › videoTestimonials[id=${first.id}] › youtubeId: expected an 11-character YouTube id`,
    );
  });
});
