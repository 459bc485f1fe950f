import { videoObjectJsonLd, videoObjectsJsonLd, type VideoFacts } from './video';

const video: VideoFacts = {
  title: 'Novi osmeh',
  description: 'Pacijentkinja o tretmanu.',
  embedUrl: 'https://www.youtube-nocookie.com/embed/a1B2c3D4e5F',
  thumbnailPath: '/images/video/1-1280.webp',
  uploadDate: '2025-03-14',
};

describe('videoObjectJsonLd', () => {
  it('gives a VideoObject with every property Google requires when the upload date is known', () => {
    expect(videoObjectJsonLd(video, 'https://klinika.rs')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Novi osmeh',
      description: 'Pacijentkinja o tretmanu.',
      thumbnailUrl: 'https://klinika.rs/images/video/1-1280.webp',
      uploadDate: '2025-03-14',
      embedUrl: 'https://www.youtube-nocookie.com/embed/a1B2c3D4e5F',
    });
  });

  it('gives nothing without a valid upload date or a title', () => {
    expect(videoObjectJsonLd({ ...video, uploadDate: undefined }, 'https://klinika.rs')).toBeUndefined();
    expect(videoObjectJsonLd({ ...video, uploadDate: '2025-02-30' }, 'https://klinika.rs')).toBeUndefined();
    expect(videoObjectJsonLd({ ...video, title: ' ' }, 'https://klinika.rs')).toBeUndefined();
  });
});

describe('videoObjectsJsonLd', () => {
  it('keeps only the videos that qualify', () => {
    const list = videoObjectsJsonLd([video, { ...video, uploadDate: undefined }], 'https://klinika.rs');
    expect(list.map((item) => item.name)).toEqual(['Novi osmeh']);
  });
});
