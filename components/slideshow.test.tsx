import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Slideshow, type Slide } from '@/components/slideshow';
import type { ResponsiveImage } from '@/lib/images';
import { widgetCopy } from '@/content/widgets';
import { CLINIC_AUTOPLAY_INTERVAL_MS, DEFAULT_AUTOPLAY_INTERVAL_MS, SLIDE_TRANSITION_MS } from '@/lib/slideshow';
import { islandWords } from '@/lib/widget-words';

const words = islandWords(widgetCopy, 'slideshow');
/** The default interval, and three quarters of it (a slide shown part of its time). */
const INTERVAL = DEFAULT_AUTOPLAY_INTERVAL_MS;
const PART_OF_INTERVAL = Math.round(0.75 * INTERVAL);
/** Long enough for several slides at either interval. */
const LONG = 5 * Math.max(DEFAULT_AUTOPLAY_INTERVAL_MS, CLINIC_AUTOPLAY_INTERVAL_MS);

function image(key: string): ResponsiveImage {
  return {
    key,
    width: 1600,
    height: 1000,
    src: `/images/${key}-800.webp`,
    srcSet: { avif: `/images/${key}-800.avif 800w`, webp: `/images/${key}-800.webp 800w` },
  };
}

const slides: Slide[] = [
  { id: 1, title: 'Recepcija', description: 'Prijem sa pogledom na Savu.', image: image('ordinacija/1') },
  { id: 2, title: 'Ordinacija', description: 'Savremena stomatološka stolica.', image: image('ordinacija/2') },
  { id: 3, title: 'Soba za konsultacije', description: 'Dizajn novog osmeha.', image: image('ordinacija/3') },
  { id: 4, title: 'Tehnologija', description: 'Digitalni skener.', image: image('ordinacija/4') },
];

const LABEL = 'Fotografije ordinacije';

let reducedMotion = false;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  jest.useFakeTimers();
  reducedMotion = false;
  visibility = 'visible';
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  jest.useRealTimers();
});

function renderSlideshow(props: Partial<Parameters<typeof Slideshow>[0]> = {}) {
  render(<Slideshow id="ordinacija" images={slides} label={LABEL} words={words} {...props} />);
  return screen.getByRole('region', { name: LABEL });
}

/** The slide a sighted visitor sees: the one group not hidden from assistive technology. */
function visibleSlide() {
  return screen.getByRole('group');
}

function counter() {
  return screen.getByText(/^\d+ \/ \d+$/);
}

function liveRegion(region: HTMLElement) {
  return region.querySelector('[aria-live="polite"]')!;
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

describe('Slideshow', () => {
  it('shows the first slide with its caption and counter in the first render', () => {
    const region = renderSlideshow();

    expect(region).toHaveAttribute('aria-roledescription', 'karusel');
    const groups = within(region).getAllByRole('group', { hidden: true });
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['1 od 4', '2 od 4', '3 od 4', '4 od 4']);
    expect(groups.every((group) => group.getAttribute('aria-roledescription') === 'slajd')).toBe(true);

    expect(visibleSlide()).toHaveAccessibleName('1 od 4');
    expect(visibleSlide()).toHaveClass('opacity-100');
    expect(within(visibleSlide()).getByRole('img')).toHaveAttribute('alt', 'Recepcija');
    expect(within(visibleSlide()).getByText('Prijem sa pogledom na Savu.')).toBeInTheDocument();
    expect(groups.slice(1).every((group) => group.classList.contains('opacity-0'))).toBe(true);
    expect(counter()).toHaveTextContent('1 / 4');
  });

  it('already shows the first slide in the server HTML, before any script runs', () => {
    const html = renderToString(<Slideshow id="ordinacija" images={slides} label={LABEL} words={words} />);
    const container = document.createElement('div');
    container.innerHTML = html;

    const groups = Array.from(container.querySelectorAll('[role="group"]'));
    expect(groups.map((group) => group.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true', 'true']);
    expect(groups[0]).toHaveClass('opacity-100');
    expect(groups[0]).toHaveTextContent('Recepcija');
    expect(container).toHaveTextContent('1 / 4');
  });

  it('crossfades in 500 ms, and not at all under reduced motion', () => {
    renderSlideshow();
    expect(visibleSlide()).toHaveClass(`duration-${SLIDE_TRANSITION_MS}`);
    expect(visibleSlide()).toHaveClass('transition-opacity', 'motion-reduce:transition-none');
  });

  it('sizes the images for half the width on large screens and lazy-loads them', () => {
    const region = renderSlideshow();
    const imgs = region.querySelectorAll('img');
    expect(imgs).toHaveLength(4);
    imgs.forEach((img) => expect(img).toHaveAttribute('loading', 'lazy'));
    region.querySelectorAll('source').forEach((source) => expect(source).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw'));
  });

  it('advances every DEFAULT_AUTOPLAY_INTERVAL_MS by default and wraps from the last slide to the first', () => {
    renderSlideshow();

    wait(INTERVAL - 1);
    expect(counter()).toHaveTextContent('1 / 4');
    wait(1);
    expect(counter()).toHaveTextContent('2 / 4');
    expect(visibleSlide()).toHaveAccessibleName('2 od 4');

    wait(INTERVAL);
    expect(counter()).toHaveTextContent('3 / 4');
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('4 / 4');
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('1 / 4');
    expect(within(visibleSlide()).getByRole('img')).toHaveAttribute('alt', 'Recepcija');
  });

  it('advances every CLINIC_AUTOPLAY_INTERVAL_MS when the clinic interval is passed, not a millisecond earlier', () => {
    renderSlideshow({ autoPlayInterval: CLINIC_AUTOPLAY_INTERVAL_MS });

    wait(CLINIC_AUTOPLAY_INTERVAL_MS - 1);
    expect(counter()).toHaveTextContent('1 / 4');
    wait(1);
    expect(counter()).toHaveTextContent('2 / 4');
    wait(CLINIC_AUTOPLAY_INTERVAL_MS - 1);
    expect(counter()).toHaveTextContent('2 / 4');
    wait(1);
    expect(counter()).toHaveTextContent('3 / 4');
  });

  it('goes from the first slide back to the last and forward again with the arrows, announcing each step', () => {
    const region = renderSlideshow();

    fireEvent.click(screen.getByRole('button', { name: 'Prethodna slika' }));
    expect(counter()).toHaveTextContent('4 / 4');
    expect(liveRegion(region)).toHaveTextContent('Slika 4 od 4: Tehnologija');

    fireEvent.click(screen.getByRole('button', { name: 'Sledeća slika' }));
    expect(counter()).toHaveTextContent('1 / 4');
    expect(liveRegion(region)).toHaveTextContent('Slika 1 od 4: Recepcija');
  });

  it('does not announce autoplay steps and clears a stale announcement', () => {
    const region = renderSlideshow();
    expect(liveRegion(region)).toBeEmptyDOMElement();

    wait(INTERVAL);
    expect(counter()).toHaveTextContent('2 / 4');
    expect(liveRegion(region)).toBeEmptyDOMElement();

    fireEvent.click(screen.getByRole('button', { name: 'Sledeća slika' }));
    expect(liveRegion(region)).toHaveTextContent('Slika 3 od 4: Soba za konsultacije');
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('4 / 4');
    expect(liveRegion(region)).toBeEmptyDOMElement();
  });

  it('restarts the full interval after a manual step', () => {
    renderSlideshow();

    wait(PART_OF_INTERVAL);
    fireEvent.click(screen.getByRole('button', { name: 'Sledeća slika' }));
    wait(INTERVAL - 1);
    expect(counter()).toHaveTextContent('2 / 4');
    wait(1);
    expect(counter()).toHaveTextContent('3 / 4');
  });

  it('pauses while the pointer is over it and resumes when it leaves', () => {
    const region = renderSlideshow();

    wait(PART_OF_INTERVAL);
    fireEvent.pointerEnter(region);
    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');

    fireEvent.pointerLeave(region);
    wait(INTERVAL - 1);
    expect(counter()).toHaveTextContent('1 / 4');
    wait(1);
    expect(counter()).toHaveTextContent('2 / 4');
  });

  it('stops with the pause toggle and starts again with it', () => {
    renderSlideshow();
    const toggle = screen.getByRole('button', { name: 'Zaustavite automatsku promenu slika' });

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Pokrenite automatsku promenu slika');
    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName('Zaustavite automatsku promenu slika');
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('2 / 4');
  });

  it('never autoplays when the visitor prefers reduced motion, but the arrows work', () => {
    reducedMotion = true;
    renderSlideshow();

    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');

    fireEvent.click(screen.getByRole('button', { name: 'Sledeća slika' }));
    expect(counter()).toHaveTextContent('2 / 4');
    wait(LONG);
    expect(counter()).toHaveTextContent('2 / 4');
    // Nothing moves by itself, so the toggle is hidden by CSS under reduced motion.
    expect(screen.getByRole('button', { name: 'Zaustavite automatsku promenu slika' })).toHaveClass('motion-reduce:hidden');
  });

  it('pauses while the tab is hidden', () => {
    renderSlideshow();

    act(() => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');

    act(() => {
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    });
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('2 / 4');
  });

  it('pauses while keyboard focus is inside and steps with the arrow keys', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <>
        <button type="button">Izvan</button>
        <Slideshow id="ordinacija" images={slides} label={LABEL} words={words} />
      </>,
    );
    const outside = screen.getByRole('button', { name: 'Izvan' });

    // Tab order under the picture: previous, next, then the pause toggle.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Prethodna slika' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zaustavite automatsku promenu slika' })).toHaveFocus();
    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');

    await user.keyboard('{ArrowRight}');
    expect(counter()).toHaveTextContent('2 / 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(counter()).toHaveTextContent('4 / 4');

    act(() => outside.focus());
    wait(INTERVAL);
    expect(counter()).toHaveTextContent('1 / 4');
  });

  it('stays still without autoPlay and then has no pause toggle', () => {
    renderSlideshow({ autoPlay: false });

    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 4');
    expect(screen.queryByRole('button', { name: /automatsku promenu/ })).not.toBeInTheDocument();
  });

  it('shows one image without arrows or toggle', () => {
    renderSlideshow({ images: slides.slice(0, 1) });

    expect(counter()).toHaveTextContent('1 / 1');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    wait(LONG);
    expect(counter()).toHaveTextContent('1 / 1');
  });

  it('shows "Nema dostupnih slika" with an empty list', () => {
    const region = renderSlideshow({ images: [] });

    expect(region).toHaveTextContent('Nema dostupnih slika');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
