import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  CAROUSEL_LABEL,
  NEXT_PHOTO_LABEL,
  PREVIOUS_PHOTO_LABEL,
  PatientCarousel,
  START_LABEL,
  STOP_LABEL,
  type PatientPhoto,
} from '@/components/patient-carousel';
import { INDEX_POLL_MS, RESUME_DELAY_MS } from '@/lib/carousel-loop';

const NAMES = ['Ana', 'Marko', 'Jelena', 'S. P.', 'Milica', 'Nikola', 'Ivana', 'Dragan', 'Teodora', 'M. J.', 'Katarina', 'Stefan', 'Sara', 'Vesna', 'Luka'];
const photos: PatientPhoto[] = NAMES.map((name, index) => ({
  id: index + 1,
  name,
  image: {
    key: `pacijenti/${index + 1}`,
    width: 700,
    height: 875,
    src: `/images/pacijenti/${index + 1}-700.webp`,
    srcSet: { avif: `/images/pacijenti/${index + 1}-480.avif 480w`, webp: `/images/pacijenti/${index + 1}-480.webp 480w` },
  },
}));

// Phone layout: 280 px cards + 32 px gaps, one set of 15 = 4680 px. Large screens: 350 px, 5730 px.
const STEP = 312;
const SET = 15 * STEP;
const LARGE_SET = 15 * 382;

// ---- Browser stand-ins jsdom lacks: animation frames, media queries, IntersectionObserver, PointerEvent.

let frameQueue = new Map<number, FrameRequestCallback>();
let nextFrameId = 1;
/** Runs `count` animation frames. */
function frames(count: number) {
  act(() => {
    for (let i = 0; i < count; i += 1) {
      const callbacks = [...frameQueue.values()];
      frameQueue = new Map();
      callbacks.forEach((callback) => callback(performance.now()));
    }
  });
}

const media = { reducedMotion: false, large: false };
const mediaListeners = new Set<() => void>();
function stubMatchMedia() {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      if (query === '(prefers-reduced-motion: reduce)') return media.reducedMotion;
      if (query === '(min-width: 1024px)') return media.large;
      return false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => mediaListeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => mediaListeners.delete(listener),
  }));
}

let observerCallbacks: IntersectionObserverCallback[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}
function setOnScreen(isIntersecting: boolean) {
  act(() => observerCallbacks.forEach((callback) => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)));
}

class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

let visibility: DocumentVisibilityState = 'visible';
const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft = options.left ?? this.scrollLeft;
});

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent });
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
});

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  frameQueue = new Map();
  window.requestAnimationFrame = (callback) => {
    const id = nextFrameId++;
    frameQueue.set(id, callback);
    return id;
  };
  window.cancelAnimationFrame = (id) => void frameQueue.delete(id);
  media.reducedMotion = false;
  media.large = false;
  mediaListeners.clear();
  stubMatchMedia();
  observerCallbacks = [];
  visibility = 'visible';
  scrollTo.mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

function renderCarousel() {
  const view = render(
    <>
      <PatientCarousel id="pacijenti" photos={photos} />
      <button type="button">Posle karusela</button>
    </>,
  );
  const track = screen.getByRole('region', { name: CAROUSEL_LABEL });
  return { ...view, track };
}

function dot(n: number) {
  return screen.getByRole('button', { name: `Prikaži fotografiju ${n} od 15` });
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

describe('PatientCarousel: content and accessibility', () => {
  it('shows the 15 photos with their names, three times, and exposes only the middle copy', () => {
    const { track } = renderCarousel();

    const images = within(track).getAllByRole('img');
    expect(images).toHaveLength(15);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(NAMES.map((name) => `Zadovoljni klijent: ${name}`));
    images.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('sizes', '(min-width: 1024px) 350px, 280px');
    });
    expect(within(track).getAllByText('Ana')).toHaveLength(3);

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

  it('is a keyboard-scrollable labelled region with 15 dots in a list, the first one current', () => {
    const { track } = renderCarousel();

    expect(track).toHaveAttribute('tabindex', '0');
    const dotList = dot(1).closest('ul')!;
    expect(within(dotList).getAllByRole('listitem')).toHaveLength(15);
    expect(within(dotList).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(
      NAMES.map((_, index) => `Prikaži fotografiju ${index + 1} od 15`),
    );
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('renders the photos in the server HTML, before any script runs', () => {
    const html = renderToString(<PatientCarousel id="pacijenti" photos={photos} />);
    const container = document.createElement('div');
    container.innerHTML = html;

    expect(container.querySelectorAll('img')).toHaveLength(45);
    expect(container.querySelectorAll('figcaption')).toHaveLength(45);
    expect(container.querySelector('[role="region"]')).toHaveAttribute('aria-label', CAROUSEL_LABEL);
    expect(container.querySelectorAll('button[aria-label^="Prikaži fotografiju"]')).toHaveLength(15);
    // Without JavaScript a phone can still swipe the row natively (no touch-action: pan-y yet).
    expect(container.querySelector('[role="region"]')).not.toHaveClass('touch-pan-y');
    // Nothing moves without JavaScript, so there is no pause button to offer yet.
    expect(container.querySelector(`button[aria-label="${STOP_LABEL}"]`)).toBeNull();
  });

  it('renders nothing without photos', () => {
    const { container } = render(<PatientCarousel id="pacijenti" photos={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PatientCarousel: position and auto-scroll', () => {
  it('starts at the beginning of the middle copy', () => {
    const { track } = renderCarousel();
    expect(track.scrollLeft).toBe(SET);
    expect(track).toHaveClass('touch-pan-y');
  });

  it('starts at the middle copy with the large card width on large screens', () => {
    media.large = true;
    const { track } = renderCarousel();
    expect(track.scrollLeft).toBe(LARGE_SET);
  });

  it('advances 0.5 px per animation frame', () => {
    const { track } = renderCarousel();

    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
    frames(3);
    expect(track.scrollLeft).toBe(SET + 2);
  });

  it('keeps moving by half pixels when the browser rounds scrollLeft', () => {
    const { track } = renderCarousel();
    let stored = track.scrollLeft;
    Object.defineProperty(track, 'scrollLeft', {
      configurable: true,
      get: () => stored,
      set: (value: number) => void (stored = Math.round(value)),
    });

    frames(4);
    expect(track.scrollLeft).toBe(SET + 2);
  });

  it('wraps back by one set width beyond two and a half sets', () => {
    const { track } = renderCarousel();
    track.scrollLeft = 2.5 * SET;

    frames(1);
    expect(track.scrollLeft).toBe(1.5 * SET + 0.5);
  });

  it('wraps forward by one set width when scrolled below half a set (keyboard, trackpad)', () => {
    const { track } = renderCarousel();
    track.scrollLeft = 100;
    fireEvent.scroll(track);

    expect(track.scrollLeft).toBe(SET + 100);
  });

  it('does not auto-scroll under prefers-reduced-motion', () => {
    media.reducedMotion = true;
    const { track } = renderCarousel();

    frames(10);
    wait(RESUME_DELAY_MS);
    frames(10);
    expect(track.scrollLeft).toBe(SET);
  });

  it('stops when the visitor turns on reduced motion', () => {
    const { track } = renderCarousel();
    frames(2);
    media.reducedMotion = true;
    act(() => mediaListeners.forEach((listener) => listener()));

    frames(10);
    expect(track.scrollLeft).toBe(SET + 1);
  });

  it('keeps the place in the list when the screen crosses the large breakpoint', () => {
    const { track } = renderCarousel();
    track.scrollLeft = SET + 3 * STEP;
    fireEvent.scroll(track);
    media.large = true;
    act(() => mediaListeners.forEach((listener) => listener()));

    expect(track.scrollLeft).toBe(LARGE_SET + 3 * 382);
  });

  it('stands still while off-screen and while the tab is hidden', () => {
    const { track } = renderCarousel();

    setOnScreen(false);
    frames(10);
    expect(track.scrollLeft).toBe(SET);
    setOnScreen(true);
    frames(2);
    expect(track.scrollLeft).toBe(SET + 1);

    visibility = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    frames(10);
    expect(track.scrollLeft).toBe(SET + 1);
    visibility = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    frames(2);
    expect(track.scrollLeft).toBe(SET + 2);
  });
});

describe('PatientCarousel: dragging', () => {
  it('pauses on pointerdown and resumes 3000 ms after release', () => {
    const { track } = renderCarousel();
    frames(2);

    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    frames(10);
    expect(track.scrollLeft).toBe(SET + 1);

    fireEvent.pointerUp(track, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    wait(RESUME_DELAY_MS - 1);
    frames(10);
    expect(track.scrollLeft).toBe(SET + 1);

    wait(1);
    frames(2);
    expect(track.scrollLeft).toBe(SET + 2);
  });

  it('moves the strip 1.5 times as far as the pointer, against its direction', () => {
    const { track } = renderCarousel();

    fireEvent.pointerDown(track, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 400 });
    expect(track.scrollLeft).toBe(SET + 150);
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 460 });
    expect(track.scrollLeft).toBe(SET + 60);

    fireEvent.pointerUp(track, { pointerId: 7, pointerType: 'mouse', clientX: 460 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 0 });
    expect(track.scrollLeft).toBe(SET + 60);
  });

  it('wraps while dragging in both directions', () => {
    const { track } = renderCarousel();

    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'touch', clientX: 0 });
    // 1600 px to the right scrolls back 2400 px: 2280 is below half a set, so one set is added.
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'touch', clientX: 1600 });
    expect(track.scrollLeft).toBe(SET - 2400 + SET);
    // 4000 px to the left scrolls on 6000 px: 12960 is beyond two and a half sets, one set comes off.
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'touch', clientX: -2400 });
    expect(track.scrollLeft).toBe(2 * SET - 2400 + 6000 - SET);
  });

  it('treats a cancelled touch (the page took over the vertical scroll) as a release', () => {
    const { track } = renderCarousel();

    fireEvent.pointerDown(track, { pointerId: 2, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerCancel(track, { pointerId: 2, pointerType: 'touch' });
    wait(RESUME_DELAY_MS);
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });

  it('ignores the right mouse button', () => {
    const { track } = renderCarousel();

    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'mouse', clientX: 400 });
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });
});

describe('PatientCarousel: hover and keyboard focus', () => {
  it('pauses while a mouse hovers it and resumes 3000 ms after it leaves', () => {
    const { track } = renderCarousel();

    fireEvent.pointerOver(track, { pointerType: 'mouse' });
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    fireEvent.pointerOut(track, { pointerType: 'mouse', relatedTarget: document.body });
    wait(RESUME_DELAY_MS - 1);
    frames(5);
    expect(track.scrollLeft).toBe(SET);
    wait(1);
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });

  it('does not take a touch for hovering', () => {
    const { track } = renderCarousel();

    fireEvent.pointerOver(track, { pointerType: 'touch' });
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });

  it('pauses while keyboard focus is inside and resumes 3000 ms after it leaves', () => {
    const { track } = renderCarousel();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => track.focus());
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    act(() => dot(4).focus());
    wait(RESUME_DELAY_MS);
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    act(() => screen.getByRole('button', { name: 'Posle karusela' }).focus());
    wait(RESUME_DELAY_MS - 1);
    frames(5);
    expect(track.scrollLeft).toBe(SET);
    wait(1);
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });

  it('keeps moving when the focus came with a tap', () => {
    renderCarousel();
    const track = screen.getByRole('region', { name: CAROUSEL_LABEL });

    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    act(() => dot(2).focus());
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });
});

describe('PatientCarousel: dots', () => {
  it('follow the position, polled every 100 ms', () => {
    const { track } = renderCarousel();

    track.scrollLeft = SET + 5 * STEP;
    wait(INDEX_POLL_MS - 1);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    wait(1);
    expect(dot(6)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    // Past the last photo of the set comes the first again.
    track.scrollLeft = SET + 14 * STEP + STEP * 0.8;
    wait(INDEX_POLL_MS);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('scroll smoothly to their photo in the middle copy and pause auto-scroll meanwhile', () => {
    const { track } = renderCarousel();

    fireEvent.click(dot(8));
    expect(scrollTo).toHaveBeenCalledWith({ left: SET + 7 * STEP, behavior: 'smooth' });
    expect(track.scrollLeft).toBe(SET + 7 * STEP);
    expect(dot(8)).toHaveAttribute('aria-current', 'true');

    frames(5);
    expect(track.scrollLeft).toBe(SET + 7 * STEP);
    wait(RESUME_DELAY_MS);
    frames(1);
    expect(track.scrollLeft).toBe(SET + 7 * STEP + 0.5);
    wait(INDEX_POLL_MS);
    expect(dot(8)).toHaveAttribute('aria-current', 'true');
  });

  it('jump without animation under reduced motion', () => {
    media.reducedMotion = true;
    renderCarousel();

    fireEvent.click(dot(15));
    expect(scrollTo).toHaveBeenCalledWith({ left: SET + 14 * STEP, behavior: 'auto' });
  });
});

describe('PatientCarousel: arrows and counter (below lg, where 15 dots do not fit one row)', () => {
  const counter = (container: HTMLElement) => container.querySelector('[data-carousel-counter]')!;

  it('count the photo at the left edge, polled with the dots', () => {
    const { container, track } = renderCarousel();
    expect(counter(container)).toHaveTextContent('1 / 15');

    track.scrollLeft = SET + 5 * STEP;
    wait(INDEX_POLL_MS);
    expect(counter(container)).toHaveTextContent('6 / 15');
  });

  it('glide one photo on or back, and pause auto-scroll meanwhile', () => {
    const { container, track } = renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('2 / 15');
    frames(5);
    expect(track.scrollLeft).toBe(SET + STEP);

    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_PHOTO_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET - STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('15 / 15');
  });

  it('step on from where a glide is heading when pressed again during it', () => {
    const { container, track } = renderCarousel();
    // The first glide has not moved yet when the second press comes.
    scrollTo.mockImplementationOnce(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(track.scrollLeft).toBe(SET);
    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 2 * STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('3 / 15');
  });

  it('go from the last photo to the first one card on', () => {
    const { container, track } = renderCarousel();
    track.scrollLeft = SET + 14 * STEP;
    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SET, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('1 / 15');
  });

  it('glide from the middle copy, so a glide never crosses a wrap point', () => {
    const { container, track } = renderCarousel();
    track.scrollLeft = 2 * SET + 3 * STEP; // the fourth photo of the third copy
    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 4 * STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('5 / 15');
  });

  it('are not shown without JavaScript (their row is scripting-only) and sit outside the strip', () => {
    const html = renderToString(<PatientCarousel id="pacijenti" photos={photos} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    const next = container.querySelector(`button[aria-label="${NEXT_PHOTO_LABEL}"]`)!;
    const row = next.closest('.scripting\\:grid')!;
    expect(row).toHaveClass('hidden');
    expect(container.querySelector('[role="region"]')!.contains(next)).toBe(false);
  });
});

describe('PatientCarousel: pause button', () => {
  it('stops and restarts the motion', () => {
    const { track } = renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: STOP_LABEL }));
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    fireEvent.click(screen.getByRole('button', { name: START_LABEL }));
    frames(1);
    expect(track.scrollLeft).toBe(SET + 0.5);
  });
});
