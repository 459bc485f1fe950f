import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoCarousel, type VideoItem } from '@/components/video-carousel';
import { widgetCopy } from '@/content/widgets';
import type { ResponsiveImage } from '@/lib/images';
import { islandWords } from '@/lib/widget-words';

const words = islandWords(widgetCopy, 'videoCarousel');

const titles = [
  'Novi osmeh za sedam dana',
  'Iz Beča po Hollywood Smile',
  'Prvi osmeh posle faseta',
  'Implanti bez straha',
  'Godinu dana kasnije',
  'Osmeh za venčanje',
  'Iskustvo sa celim timom',
];
const ids = ['a1B2c3D4e5F', 'b2C3d4E5f6G', 'c3D4e5F6g7H', 'd4E5f6G7h8I', 'e5F6g7H8i9J', 'f6G7h8I9j0K', 'g7H8i9J0k1L'];

function poster(n: number): ResponsiveImage {
  const key = `video/${n}`;
  const set = (format: string) => [800, 1600].map((width) => `/images/${key}-${width}.${format} ${width}w`).join(', ');
  return { key, width: 1600, height: 900, src: `/images/${key}-800.webp`, srcSet: { avif: set('avif'), webp: set('webp') } };
}

const videos: VideoItem[] = titles.map((title, index) => ({
  id: index + 1,
  title,
  description: `Opis videa broj ${index + 1}.`,
  embedUrl: `https://www.youtube-nocookie.com/embed/${ids[index]}`,
  poster: poster(index + 1),
}));

const coming = { label: 'Video uskoro', text: 'Snimak ovog utiska je u pripremi.' };

function renderCarousel(items: readonly VideoItem[] = videos) {
  const view = render(<VideoCarousel videos={items} coming={coming} words={words} />);
  return { ...view, user: userEvent.setup() };
}

/** What a visitor sees of the current video: its title, and which dot is marked current. */
function shown() {
  const dots = within(screen.getByRole('list')).getAllByRole('button');
  return {
    title: screen.getByRole('heading', { level: 3 }).textContent,
    currentDots: dots.filter((dot) => dot.getAttribute('aria-current') === 'true').map((dot) => dot.getAttribute('aria-label')),
  };
}

function announcement(container: HTMLElement) {
  return container.querySelector('[aria-live="polite"]');
}

describe('VideoCarousel', () => {
  it('starts on video 1 of 7 with its facade, title, description and announcement', () => {
    const { container } = renderCarousel();

    expect(screen.getByRole('region', { name: 'Video utisci pacijenata' })).toHaveAttribute('data-current-video', '1');
    expect(shown()).toEqual({ title: titles[0], currentDots: ['Video 1 od 7'] });
    expect(screen.getByText('Opis videa broj 1.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pustite video: ${titles[0]}` })).toBeInTheDocument();
    expect(announcement(container)).toHaveTextContent(`Video 1 od 7: ${titles[0]}`);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
  });

  it('renders only the active poster, lazily, with the carousel sizes', () => {
    const { container } = renderCarousel();
    const images = container.querySelectorAll('img');

    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', '/images/video/1-800.webp');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('source')).toHaveAttribute('sizes', '(min-width: 1024px) 768px, 100vw');
  });

  it('wraps from video 7 to video 1 with "Sledeći video"', async () => {
    const { user, container } = renderCarousel();
    const next = screen.getByRole('button', { name: 'Sledeći video' });

    for (let step = 1; step < 7; step += 1) await user.click(next);
    expect(shown()).toEqual({ title: titles[6], currentDots: ['Video 7 od 7'] });

    await user.click(next);
    expect(shown()).toEqual({ title: titles[0], currentDots: ['Video 1 od 7'] });
    expect(announcement(container)).toHaveTextContent(`Video 1 od 7: ${titles[0]}`);
  });

  it('wraps from video 1 to video 7 with "Prethodni video"', async () => {
    const { user, container } = renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Prethodni video' }));

    expect(shown()).toEqual({ title: titles[6], currentDots: ['Video 7 od 7'] });
    expect(screen.getByText('Opis videa broj 7.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Pustite video: ${titles[6]}` })).toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', '/images/video/7-800.webp');
    expect(announcement(container)).toHaveTextContent(`Video 7 od 7: ${titles[6]}`);
  });

  it('jumps to a video with its dot', async () => {
    const { user } = renderCarousel();

    await user.click(screen.getByRole('button', { name: 'Video 4 od 7' }));

    expect(shown()).toEqual({ title: titles[3], currentDots: ['Video 4 od 7'] });
    expect(screen.getByRole('region')).toHaveAttribute('data-current-video', '4');
  });

  it('moves with ArrowLeft and ArrowRight while focus is in the carousel', async () => {
    const { user } = renderCarousel();
    const play = screen.getByRole('button', { name: `Pustite video: ${titles[0]}` });
    play.focus();

    await user.keyboard('{ArrowLeft}');
    expect(shown().title).toBe(titles[6]);
    // The play button stays the focused element; its name follows the video.
    expect(play).toHaveFocus();
    expect(play).toHaveAccessibleName(`Pustite video: ${titles[6]}`);

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shown().title).toBe(titles[1]);

    await user.keyboard('{Alt>}{ArrowRight}{/Alt}');
    expect(shown().title).toBe(titles[1]);
  });

  it('ignores the arrow keys when focus is outside the carousel', async () => {
    const { user } = renderCarousel();
    document.body.focus();

    await user.keyboard('{ArrowRight}');

    expect(shown().title).toBe(titles[0]);
  });

  it('requests nothing from the video host before play', () => {
    const { container } = renderCarousel();

    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
  });

  it('replaces the facade with the player on play and moves focus to it', async () => {
    const { user, container } = renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Video 3 od 7' }));

    await user.click(screen.getByRole('button', { name: `Pustite video: ${titles[2]}` }));

    const frame = container.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ids[2]}?autoplay=1&rel=0`);
    expect(frame).toHaveAttribute('title', titles[2]);
    expect(frame).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture; fullscreen');
    expect(frame).toHaveAttribute('allowfullscreen');
    expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(frame).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Pustite video/ })).toBeNull();
    // The frame fills the same reserved 16:9 box the facade did.
    expect(frame?.parentElement).toHaveClass('aspect-video');
    expect(shown().title).toBe(titles[2]);
  });

  it.each([
    ['Sledeći video', titles[1]],
    ['Prethodni video', titles[6]],
    ['Video 5 od 7', titles[4]],
  ])('removes the player when the visitor moves on with "%s"', async (control, title) => {
    const { user, container } = renderCarousel();
    await user.click(screen.getByRole('button', { name: `Pustite video: ${titles[0]}` }));
    expect(container.querySelector('iframe')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: control }));

    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    expect(screen.getByRole('button', { name: `Pustite video: ${title}` })).toBeInTheDocument();
  });

  describe('a video whose id is still a placeholder (no embed URL)', () => {
    // Video 2 is a placeholder; the others are real.
    const mixed: VideoItem[] = videos.map((video, index) => (index === 1 ? { ...video, embedUrl: undefined } : video));

    it('shows its poster with the "coming" note, and no play button or player', async () => {
      const { user, container } = renderCarousel(mixed);
      await user.click(screen.getByRole('button', { name: 'Video 2 od 7' }));

      const card = container.querySelector('[data-video-coming]');
      expect(card).not.toBeNull();
      expect(card).toHaveTextContent(`${coming.label}${coming.text}`);
      expect(card?.querySelector('img')).toHaveAttribute('src', '/images/video/2-800.webp');
      expect(screen.queryByRole('button', { name: /^Pustite video/ })).toBeNull();
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.innerHTML).not.toContain('youtube');
      // Title and announcement stay, so the visitor knows which video is coming; the description does not, as it
      // would describe a video nobody can watch yet (review of issue 40, C).
      expect(shown()).toEqual({ title: titles[1], currentDots: ['Video 2 od 7'] });
      expect(screen.queryByText('Opis videa broj 2.')).not.toBeInTheDocument();
      expect(announcement(container)).toHaveTextContent(`Video 2 od 7: ${titles[1]}`);
    });

    it('keeps the arrows, the keys and the wrapping around it, and a real video still plays only after its press', async () => {
      const { user, container } = renderCarousel(mixed);
      await user.click(screen.getByRole('button', { name: 'Sledeći video' }));
      expect(container.querySelector('[data-video-coming]')).not.toBeNull();

      screen.getByRole('button', { name: 'Sledeći video' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(shown().title).toBe(titles[2]);
      expect(container.querySelector('[data-video-coming]')).toBeNull();
      expect(container.querySelector('iframe')).toBeNull();

      await user.click(screen.getByRole('button', { name: `Pustite video: ${titles[2]}` }));
      expect(container.querySelector('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ids[2]}?autoplay=1&rel=0`);

      await user.click(screen.getByRole('button', { name: 'Prethodni video' }));
      expect(container.querySelector('iframe')).toBeNull();
      expect(container.querySelector('[data-video-coming]')).not.toBeNull();
    });

    it('shows the note on every card when every video is a placeholder', async () => {
      const { user, container } = renderCarousel(videos.map((video) => ({ ...video, embedUrl: undefined })));
      for (let step = 0; step < 7; step += 1) {
        expect(container.querySelector('[data-video-coming]')).not.toBeNull();
        await user.click(screen.getByRole('button', { name: 'Sledeći video' }));
      }
      expect(shown().title).toBe(titles[0]);
      expect(container.innerHTML).not.toContain('youtube');
    });
  });

  it('renders nothing for an empty list', () => {
    const { container } = render(<VideoCarousel videos={[]} coming={coming} words={words} />);

    expect(container).toBeEmptyDOMElement();
  });
});
