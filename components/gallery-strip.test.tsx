import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { GalleryStrip, type GalleryStripItem } from '@/components/gallery-strip';
import { widgetCopy } from '@/content/widgets';
import { LARGE_SCREEN_QUERY } from '@/lib/carousel-loop';
import { GALLERY_CARD_WIDTH_LARGE, GALLERY_CARD_WIDTH_PHONE, GALLERY_GAP_PX, PRELOAD_DELAY_MS } from '@/lib/gallery-preload';
import { islandWords } from '@/lib/widget-words';
import { frames, installCarouselStubs, scrollTo, setMedia, setPointerCapture, wait } from '@/tests/unit/carousel-stubs';

const words = islandWords(widgetCopy, 'galleryStrip');
const { hint: HINT_TEXT, next: NEXT_LABEL, preparing: PREPARING_TEXT, previous: PREVIOUS_LABEL, label: STRIP_LABEL } = words;

const TREATMENTS = ['Hollywood Smile', 'Estetska Korekcija', 'Bezmetalne Krunice', 'Estetska Rekonstrukcija'];
const items: GalleryStripItem[] = Array.from({ length: 8 }, (_, index) => ({
  id: index + 1,
  title: `Transformacija Osmeha ${index + 1}`,
  treatment: TREATMENTS[index % TREATMENTS.length]!,
  duration: `${index + 5} dana`,
  description: `Opis transformacije broj ${index + 1}.`,
  image: {
    key: `galerija/${index + 1}`,
    width: 1600,
    height: 1200,
    src: `/images/galerija/${index + 1}-800.webp`,
    srcSet: { avif: `/images/galerija/${index + 1}-480.avif 480w`, webp: `/images/galerija/${index + 1}-480.webp 480w` },
  },
}));

// One set of 8 cards, each with its gap, on phones and on large screens.
const STEP = GALLERY_CARD_WIDTH_PHONE + GALLERY_GAP_PX;
const SET = 8 * STEP;
const LARGE_SET = 8 * (GALLERY_CARD_WIDTH_LARGE + GALLERY_GAP_PX);
/** The images' `sizes`: the card width on each side of the `lg` breakpoint. */
const SIZES = `${LARGE_SCREEN_QUERY} ${GALLERY_CARD_WIDTH_LARGE}px, ${GALLERY_CARD_WIDTH_PHONE}px`;

// The loop itself (wrap, drag, glides, the active index) is tested once, in components/use-loop-track.test.tsx;
// this file checks the gallery's preloading, its content, its 1 : 1 drag and its own controls.

// ---- Images that load on command; the other browser stand-ins are tests/unit/carousel-stubs.ts.

/** An image element whose request mode is recorded when its src is set; it loads on command. */
type TrackedImage = HTMLImageElement & { requestMode: string | null };
const FakeImage = Object.assign(
  // Called with `new` by the component: returning an object makes that object the instance.
  jest.fn(function () {
    const image = document.createElement('img') as TrackedImage;
    let url = '';
    image.requestMode = null;
    Object.defineProperty(image, 'src', {
      get: () => url,
      set: (value: string) => {
        url = value;
        image.requestMode = image.crossOrigin;
      },
    });
    FakeImage.instances.push(image);
    return image;
  }),
  { instances: [] as TrackedImage[] },
);

function loadImage(index: number) {
  act(() => FakeImage.instances[index]!.onload?.(new Event('load')));
}
function failImage(index: number) {
  act(() => FakeImage.instances[index]!.onerror?.(new Event('error')));
}

let consoleError: jest.SpyInstance;

installCarouselStubs();

beforeAll(() => {
  Object.defineProperty(window, 'Image', { configurable: true, writable: true, value: FakeImage });
});

beforeEach(() => {
  FakeImage.instances = [];
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  consoleError.mockRestore();
});

/** Renders the gallery and lets every image load: the strip is shown. */
function renderReady() {
  const view = render(<GalleryStrip id="galerija" items={items} words={words} />);
  wait(PRELOAD_DELAY_MS);
  items.forEach((_, index) => loadImage(index));
  const track = screen.getByRole('region', { name: STRIP_LABEL });
  return { ...view, track };
}

function dot(n: number) {
  return screen.getByRole('button', { name: `Prikažite sliku ${n} od 8` });
}

describe('GalleryStrip: server HTML (crawlers, no JavaScript)', () => {
  it('holds the plain grid of the 8 images with their texts, and the progress at 0 % for when scripting is on', () => {
    const html = renderToString(<GalleryStrip id="galerija" items={items} words={words} />);
    const container = document.createElement('div');
    container.innerHTML = html;

    // Which of the two shows is the stylesheet's choice (@media (scripting)), checked in the browser.
    const progress = container.querySelector('.scripting\\:block')!;
    expect(progress).toHaveTextContent(PREPARING_TEXT);
    expect(progress.querySelector('[role="progressbar"]')).toHaveAttribute('aria-valuenow', '0');
    expect(progress.querySelector('[style]')).toBeNull();
    const grid = container.querySelector('.scripting\\:hidden')!;
    expect(grid.querySelector('[data-gallery-state]')).toHaveAttribute('data-gallery-state', 'grid');
    expect([...grid.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
    const images = [...grid.querySelectorAll('img')];
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(items.map((item) => `${item.title} – ${item.treatment}`));
    // The same sizes and mode as the preload and the strip, so no photo is fetched twice.
    images.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('crossorigin', 'anonymous');
      expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('sizes', SIZES);
    });
    expect(grid.textContent).toContain('Hollywood Smile · 5 dana');
    expect(grid.textContent).toContain('Opis transformacije broj 8.');
  });

  it('hydrates the grid without a mismatch, then switches to the preparation state', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GalleryStrip id="galerija" items={items} words={words} />);
    document.body.append(container);

    let root: ReturnType<typeof hydrateRoot> | undefined;
    act(() => {
      root = hydrateRoot(container, <GalleryStrip id="galerija" items={items} words={words} />, { onRecoverableError: (error) => console.error(error) });
    });
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('h3')).toBeNull();
    expect(within(container).getByText(PREPARING_TEXT)).toBeInTheDocument();

    wait(PRELOAD_DELAY_MS);
    expect(FakeImage.instances).toHaveLength(8);
    act(() => root!.unmount());
    container.remove();
  });

  it('requests nothing during a server render', () => {
    renderToString(<GalleryStrip id="galerija" items={items} words={words} />);
    jest.advanceTimersByTime(PRELOAD_DELAY_MS);
    expect(FakeImage.instances).toHaveLength(0);
  });
});

describe('GalleryStrip: preloading', () => {
  it('shows the preparation state at 0 % and requests nothing before PRELOAD_DELAY_MS', () => {
    render(<GalleryStrip id="galerija" items={items} words={words} />);

    expect(screen.getByText(PREPARING_TEXT)).toBeInTheDocument();
    expect(screen.getByText('0%')).toBeInTheDocument();
    expect(screen.getByText('0 / 8 slika spremno')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Priprema galerije' })).toHaveAttribute('aria-valuenow', '0');
    expect(screen.queryByRole('region', { name: STRIP_LABEL })).toBeNull();

    wait(PRELOAD_DELAY_MS - 1);
    expect(FakeImage.instances).toHaveLength(0);
  });

  it('requests all 8 images at PRELOAD_DELAY_MS in anonymous cross-origin mode', () => {
    render(<GalleryStrip id="galerija" items={items} words={words} />);
    wait(PRELOAD_DELAY_MS);

    expect(FakeImage.instances.map((image) => image.src)).toEqual(items.map((item) => item.image.src));
    FakeImage.instances.forEach((image) => expect(image.requestMode).toBe('anonymous'));
  });

  it('preloads each image through a <picture> like the strip’s, so the browser picks the file the strip shows', () => {
    render(<GalleryStrip id="galerija" items={items} words={words} />);
    wait(PRELOAD_DELAY_MS);
    items.forEach((item, index) => {
      const picture = FakeImage.instances[index]!.parentElement!;
      expect(picture.tagName).toBe('PICTURE');
      expect([...picture.querySelectorAll('source')].map((source) => [source.type, source.srcset, source.sizes])).toEqual([
        ['image/avif', item.image.srcSet.avif, SIZES],
        ['image/webp', item.image.srcSet.webp, SIZES],
      ]);
    });
    for (const index of items.keys()) loadImage(index);
    // The strip's own pictures: the same sources, sizes and request mode.
    const stripImage = screen.getByRole('region', { name: STRIP_LABEL }).querySelector('img')!;
    expect(stripImage).toHaveAttribute('crossorigin', 'anonymous');
    expect(stripImage.closest('picture')!.querySelector('source')).toHaveAttribute('sizes', SIZES);
  });

  it('counts loads and failures alike, logs each failure and shows the strip when all have finished', () => {
    render(<GalleryStrip id="galerija" items={items} words={words} />);
    wait(PRELOAD_DELAY_MS);
    const progressbar = screen.getByRole('progressbar', { name: 'Priprema galerije' });
    expect(progressbar).toHaveAttribute('aria-valuemin', '0');
    expect(progressbar).toHaveAttribute('aria-valuemax', '100');

    loadImage(0);
    expect(screen.getByText('13%')).toBeInTheDocument();
    expect(screen.getByText('1 / 8 slika spremno')).toBeInTheDocument();
    loadImage(1);

    failImage(2);
    expect(consoleError).toHaveBeenCalledWith('greška pri učitavanju slike', items[2]!.image.src);
    expect(screen.getByText('38%')).toBeInTheDocument();
    expect(screen.getByText('3 / 8 slika spremno')).toBeInTheDocument();
    expect(progressbar).toHaveAttribute('aria-valuenow', '38');

    [3, 4, 5, 6].forEach(loadImage);
    expect(screen.getByText('7 / 8 slika spremno')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: STRIP_LABEL })).toBeNull();

    failImage(7);
    expect(consoleError).toHaveBeenCalledTimes(2);
    expect(screen.queryByText(PREPARING_TEXT)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region', { name: STRIP_LABEL })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Prikažite sliku \d od 8$/ })).toHaveLength(8);
    expect(screen.getByText(HINT_TEXT)).toBeInTheDocument();
  });

  it('requests nothing when it is gone before PRELOAD_DELAY_MS, and ignores images that finish after it is gone', () => {
    const first = render(<GalleryStrip id="galerija" items={items} words={words} />);
    first.unmount();
    wait(PRELOAD_DELAY_MS);
    expect(FakeImage.instances).toHaveLength(0);

    const second = render(<GalleryStrip id="galerija" items={items} words={words} />);
    wait(PRELOAD_DELAY_MS);
    second.unmount();
    expect(() => failImage(0)).not.toThrow();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders nothing without images', () => {
    const { container } = render(<GalleryStrip id="galerija" items={[]} words={words} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('GalleryStrip: the strip', () => {
  it('shows the 8 images three times and exposes only the middle copy', () => {
    const { track } = renderReady();

    expect(track).toHaveAttribute('tabindex', '0');
    expect(track).toHaveClass('touch-pan-y');
    const images = within(track).getAllByRole('img');
    expect(images).toHaveLength(8);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(items.map((item) => `${item.title} – ${item.treatment}`));
    images.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('sizes', SIZES);
    });
    expect(within(track).getAllByText('Transformacija Osmeha 1')).toHaveLength(3);
    expect(within(track).getAllByText('Estetska Korekcija · 6 dana')).toHaveLength(3);
    expect(track.querySelectorAll('figcaption')).toHaveLength(24);

    const copies = track.querySelectorAll('[data-copy]');
    expect(copies).toHaveLength(3);
    for (const clone of [copies[0]!, copies[2]!]) {
      expect(clone).toHaveAttribute('aria-hidden', 'true');
      expect(clone).toHaveAttribute('inert');
      clone.querySelectorAll('img').forEach((image) => expect(image).toHaveAttribute('alt', ''));
    }
    expect(copies[1]).not.toHaveAttribute('aria-hidden');
    expect(copies[1]).not.toHaveAttribute('inert');
  });

  it('starts at the first image of the middle copy with the first dot current', () => {
    const { track } = renderReady();

    expect(track.scrollLeft).toBe(SET);
    const dotList = dot(1).closest('ul')!;
    expect(within(dotList).getAllByRole('listitem')).toHaveLength(8);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('starts at the middle copy with the large cards on large screens', () => {
    setMedia('large', true);
    const { track } = renderReady();
    expect(track.scrollLeft).toBe(LARGE_SET);
  });

  it('never moves by itself', () => {
    const { track } = renderReady();
    frames(10);
    wait(10_000);
    frames(10);
    expect(track.scrollLeft).toBe(SET);
  });
});

describe('GalleryStrip: controls', () => {
  it('the arrows move one card on and back, and the dot follows; 44 px targets that control the strip', () => {
    const { track } = renderReady();

    fireEvent.click(screen.getByRole('button', { name: NEXT_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + STEP, behavior: 'smooth' });
    expect(dot(2)).toHaveAttribute('aria-current', 'true');

    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_LABEL }));
    expect(track.scrollLeft).toBe(SET - STEP);
    expect(dot(8)).toHaveAttribute('aria-current', 'true');

    for (const name of [PREVIOUS_LABEL, NEXT_LABEL]) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveClass('size-11');
      expect(button).toHaveAttribute('aria-controls', track.id);
    }
  });

  it('the keyboard arrows move by cards while the strip has focus; other keys keep their meaning', () => {
    const { track } = renderReady();
    act(() => track.focus());
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    fireEvent.keyDown(track, { key: 'ArrowRight' });
    expect(track.scrollLeft).toBe(SET + 2 * STEP);
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(track, { key: 'ArrowLeft' });
    expect(track.scrollLeft).toBe(SET + STEP);
    fireEvent.keyDown(track, { key: 'ArrowDown' });
    fireEvent.keyDown(track, { key: 'ArrowRight', shiftKey: true });
    expect(track.scrollLeft).toBe(SET + STEP);
  });

  it('a dot takes the strip to its image', () => {
    renderReady();
    fireEvent.click(dot(4));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 3 * STEP, behavior: 'smooth' });
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
  });

  it('a drag follows the pointer one to one (the strip stays under the finger), with the pointer captured', () => {
    const { track } = renderReady();

    fireEvent.pointerDown(track, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 500 });
    expect(setPointerCapture).toHaveBeenCalledWith(7);
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 100 });
    expect(track.scrollLeft).toBe(SET + 400);
    fireEvent.scroll(track); // what the browser reports after scrollLeft was set
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });
});
