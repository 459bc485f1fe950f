import { VIDEO_EMBED_PARAMS, embedSrc, playLabel, stepForKey, videoAnnouncement, videoPositionLabel } from '@/lib/video-embed';

const WORDS = { video: 'Video', of: 'od' };
describe('embedSrc', () => {
  it('appends autoplay and rel=0 to a bare embed URL', () => {
    expect(embedSrc('https://www.youtube-nocookie.com/embed/a1B2c3D4e5F')).toBe('https://www.youtube-nocookie.com/embed/a1B2c3D4e5F?autoplay=1&rel=0');
  });

  it('joins with & when the URL already has a query', () => {
    expect(embedSrc('https://www.youtube-nocookie.com/embed/a1B2c3D4e5F?start=30')).toBe(
      `https://www.youtube-nocookie.com/embed/a1B2c3D4e5F?start=30&${VIDEO_EMBED_PARAMS}`,
    );
  });
});

describe('labels', () => {
  it('counts from 1 in the position label and the announcement', () => {
    expect(videoPositionLabel(0, 7, WORDS)).toBe('Video 1 od 7');
    expect(videoPositionLabel(6, 7, WORDS)).toBe('Video 7 od 7');
    expect(videoAnnouncement(2, 7, 'Prvi osmeh posle faseta', WORDS)).toBe('Video 3 od 7: Prvi osmeh posle faseta');
  });

  it('names the play button after the video', () => {
    expect(playLabel('Implanti bez straha', 'Pustite video')).toBe('Pustite video: Implanti bez straha');
  });
});

describe('stepForKey', () => {
  it('maps the horizontal arrows to a step and ignores other keys', () => {
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowUp')).toBe(0);
    expect(stepForKey('Enter')).toBe(0);
  });
});
