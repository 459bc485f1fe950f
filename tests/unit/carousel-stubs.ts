/**
 * Browser stand-ins jsdom lacks, for the carousel tests (components/use-loop-track.test.tsx and the
 * carousels' own tests): animation frames run on command, media queries, IntersectionObserver,
 * PointerEvent, page visibility, scrollTo (jumps at once) and pointer capture. Call
 * installCarouselStubs() once at the top of a test file.
 */
import { act } from '@testing-library/react';

let frameQueue = new Map<number, FrameRequestCallback>();
let nextFrameId = 1;
/** The frames' own clock (their timestamp), apart from the fake timers: frames do not let timeouts pass. */
let frameClock = 0;
/** The refresh rate `frames` runs at unless told otherwise. */
export const FRAME_RATE_HZ = 60;
/** Runs `count` animation frames, `hz` a second (each frame's timestamp 1000 / hz ms after the previous one). */
export function frames(count: number, hz: number = FRAME_RATE_HZ) {
  act(() => {
    for (let i = 0; i < count; i += 1) {
      frameClock += 1000 / hz;
      const callbacks = [...frameQueue.values()];
      frameQueue = new Map();
      callbacks.forEach((callback) => callback(frameClock));
    }
  });
}

/** Runs one animation frame `ms` after the previous one (a long gap: a busy main thread, a tab coming back). */
export function frameAfter(ms: number) {
  act(() => {
    frameClock += ms;
    const callbacks = [...frameQueue.values()];
    frameQueue = new Map();
    callbacks.forEach((callback) => callback(frameClock));
  });
}

/** Lets `ms` of fake time pass. */
export function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
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

/** Sets a media query's answer; after the first render, tells the listeners (a live change). */
export function setMedia(name: keyof typeof media, value: boolean, { live = false } = {}) {
  media[name] = value;
  if (live) act(() => mediaListeners.forEach((listener) => listener()));
}

let observerCallbacks: IntersectionObserverCallback[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observerCallbacks.push(callback);
  }
  observe() {}
  disconnect() {}
}
export function setOnScreen(isIntersecting: boolean) {
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
export function setPageVisible(visible: boolean) {
  visibility = visible ? 'visible' : 'hidden';
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

/** Element.scrollTo: jumps at once (a real glide moves scrollLeft later; mockImplementationOnce for that). */
export const scrollTo = jest.fn(function (this: HTMLElement, options: ScrollToOptions) {
  this.scrollLeft = options.left ?? this.scrollLeft;
});
export const setPointerCapture = jest.fn();

export function installCarouselStubs() {
  beforeAll(() => {
    Object.defineProperty(window, 'PointerEvent', { configurable: true, value: FakePointerEvent });
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeIntersectionObserver });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
    Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', { configurable: true, value: setPointerCapture });
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
    scrollTo.mockReset();
    scrollTo.mockImplementation(function (this: HTMLElement, options: ScrollToOptions) {
      this.scrollLeft = options.left ?? this.scrollLeft;
    });
    setPointerCapture.mockClear();
  });

  afterEach(() => {
    jest.useRealTimers();
  });
}
