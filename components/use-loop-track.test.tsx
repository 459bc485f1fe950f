/**
 * The loop-track engine, tested once for every endless strip (the patient carousel and the gallery use it;
 * their own tests cover only their content, their drag multiplier and their controls).
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useLoopTrack } from '@/components/use-loop-track';
import { useMediaQuery } from '@/lib/browser-hooks';
import {
  AUTO_SCROLL_PX_PER_SECOND,
  DRAG_MULTIPLIER,
  INDEX_POLL_MS,
  ITEM_GAP_PX,
  LARGE_SCREEN_QUERY,
  MAX_FRAME_GAP_MS,
  RESUME_DELAY_MS,
  cardWidthFor,
} from '@/lib/carousel-loop';
import { FRAME_RATE_HZ, frameAfter, frames, installCarouselStubs, scrollTo, setMedia, setOnScreen, setPageVisible, wait } from '@/tests/unit/carousel-stubs';

installCarouselStubs();

// 15 cards, each with its gap; the large cards from the `lg` breakpoint on.
const COUNT = 15;
const STEP = cardWidthFor(false) + ITEM_GAP_PX;
const SET = COUNT * STEP;
const LARGE_STEP = cardWidthFor(true) + ITEM_GAP_PX;
const LARGE_SET = COUNT * LARGE_STEP;
/** How far one frame of the stubs' 60 Hz moves the strip. */
const PER_FRAME = AUTO_SCROLL_PX_PER_SECOND / FRAME_RATE_HZ;
/**
 * Where the strip stands `moves` frames after `from` (the first frame after a start only sets the engine's clock, so
 * `frames(n)` from a start makes n − 1 moves).
 */
const after = (moves: number, from: number = SET) => from + moves * PER_FRAME;
/** The track's position, to a millionth of a pixel (a frame's move is a fraction of a pixel). */
const expectAt = (track: HTMLElement, position: number) => expect(track.scrollLeft).toBeCloseTo(position, 6);

function Harness({ autoScroll, dragMultiplier }: { autoScroll: boolean; dragMultiplier: number }) {
  const large = useMediaQuery(LARGE_SCREEN_QUERY, false);
  const { trackRef, rootRef, activeIndex, running, stoppedByUser, toggleStopped, move, show, trackHandlers, rootHandlers } = useLoopTrack({
    count: COUNT,
    cardWidth: cardWidthFor(large),
    gap: ITEM_GAP_PX,
    dragMultiplier,
    autoScroll,
  });
  return (
    <>
      <div ref={rootRef} {...rootHandlers}>
        <div ref={trackRef} role="region" aria-label="Traka" tabIndex={0} data-autoscroll={running ? 'on' : 'off'} {...trackHandlers} />
        <p data-testid="index">{activeIndex}</p>
        <button type="button" onClick={() => move(-1)}>
          Nazad
        </button>
        <button type="button" onClick={() => move(1)}>
          Napred
        </button>
        {[0, 7, 14].map((index) => (
          <button key={index} type="button" onClick={() => show(index)}>
            {`Kartica ${index + 1}`}
          </button>
        ))}
        <button type="button" onClick={toggleStopped}>
          {stoppedByUser ? 'Pokreni' : 'Zaustavi'}
        </button>
      </div>
      <button type="button">Posle trake</button>
    </>
  );
}

function renderTrack({ autoScroll = true, dragMultiplier = DRAG_MULTIPLIER } = {}) {
  render(<Harness autoScroll={autoScroll} dragMultiplier={dragMultiplier} />);
  return screen.getByRole('region', { name: 'Traka' });
}

const index = () => Number(screen.getByTestId('index').textContent);
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('useLoopTrack: position', () => {
  it('starts at the beginning of the middle copy', () => {
    expect(renderTrack().scrollLeft).toBe(SET);
    expect(index()).toBe(0);
  });

  it('starts at the middle copy with the large cards on large screens', () => {
    setMedia('large', true);
    expect(renderTrack().scrollLeft).toBe(LARGE_SET);
  });

  it('keeps the place in the list when the screen crosses the large breakpoint', () => {
    const track = renderTrack({ autoScroll: false });
    track.scrollLeft = SET + 3 * STEP;
    fireEvent.scroll(track);
    setMedia('large', true, { live: true });

    expect(track.scrollLeft).toBe(LARGE_SET + 3 * LARGE_STEP);
    expect(index()).toBe(3);
  });

  it('wraps a native scroll (keyboard, trackpad) in both directions: the position jumps by one set', () => {
    const track = renderTrack({ autoScroll: false });

    track.scrollLeft = 100;
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(SET + 100);

    track.scrollLeft = 2.5 * SET + 10;
    fireEvent.scroll(track);
    expect(track.scrollLeft).toBe(1.5 * SET + 10);
    expect(index()).toBe(Math.round((1.5 * SET + 10) / STEP) % COUNT);
  });
});

describe('useLoopTrack: auto-scroll', () => {
  it('advances by the time between animation frames; the first frame only starts the clock', () => {
    const track = renderTrack();
    frames(1);
    expect(track.scrollLeft).toBe(SET);
    frames(3);
    expectAt(track, after(3));
  });

  it('goes as far in a second at 120 Hz as at 60 Hz', () => {
    const track = renderTrack();
    frames(1);
    frames(60);
    expectAt(track, SET + AUTO_SCROLL_PX_PER_SECOND);
    frames(120, 120);
    expectAt(track, SET + 2 * AUTO_SCROLL_PX_PER_SECOND);
  });

  it('moves no further after a long gap between frames than the longest counted gap', () => {
    const track = renderTrack();
    frames(1);
    frameAfter(60_000);
    expectAt(track, SET + (AUTO_SCROLL_PX_PER_SECOND * MAX_FRAME_GAP_MS) / 1000);
  });

  it('keeps moving by fractions of a pixel when the browser rounds scrollLeft', () => {
    const track = renderTrack();
    let stored = track.scrollLeft;
    Object.defineProperty(track, 'scrollLeft', {
      configurable: true,
      get: () => stored,
      set: (value: number) => void (stored = Math.round(value)),
    });

    frames(1 + Math.ceil(FRAME_RATE_HZ / AUTO_SCROLL_PX_PER_SECOND) * 4);
    expect(track.scrollLeft).toBe(Math.round(after(Math.ceil(FRAME_RATE_HZ / AUTO_SCROLL_PX_PER_SECOND) * 4)));
    expect(track.scrollLeft).toBeGreaterThanOrEqual(SET + 3);
  });

  it('wraps back by one set width beyond two and a half sets', () => {
    const track = renderTrack();
    track.scrollLeft = 2.5 * SET;
    frames(2);
    expectAt(track, after(1, 1.5 * SET));
  });

  it('never moves by itself without autoScroll (the gallery)', () => {
    const track = renderTrack({ autoScroll: false });
    frames(10);
    wait(10_000);
    expect(track.scrollLeft).toBe(SET);
  });

  it('does not move under prefers-reduced-motion', () => {
    setMedia('reducedMotion', true);
    const still = renderTrack();
    frames(10);
    wait(RESUME_DELAY_MS);
    frames(10);
    expect(still.scrollLeft).toBe(SET);
  });

  it('stops when the visitor turns on reduced motion', () => {
    const track = renderTrack();
    frames(2);
    setMedia('reducedMotion', true, { live: true });
    frames(10);
    expectAt(track, after(1));
  });

  it('stands still while off-screen and while the tab is hidden', () => {
    const track = renderTrack();

    setOnScreen(false);
    frames(10);
    expect(track.scrollLeft).toBe(SET);
    setOnScreen(true);
    frames(2);
    expectAt(track, after(1));

    setPageVisible(false);
    frames(10);
    expectAt(track, after(1));
    setPageVisible(true);
    frames(2);
    expectAt(track, after(2));
  });

  it('stops and restarts with the pause button (WCAG 2.2.2)', () => {
    const track = renderTrack();
    press('Zaustavi');
    frames(5);
    expect(track.scrollLeft).toBe(SET);
    press('Pokreni');
    frames(2);
    expectAt(track, after(1));
  });
});

describe('useLoopTrack: dragging', () => {
  it('holds on pointerdown and resumes RESUME_DELAY_MS after release', () => {
    const track = renderTrack();
    frames(2);

    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    expect(track).toHaveAttribute('data-autoscroll', 'off');
    frames(10);
    expectAt(track, after(1));

    fireEvent.pointerUp(track, { pointerId: 1, pointerType: 'touch', clientX: 200 });
    wait(RESUME_DELAY_MS - 1);
    frames(10);
    expectAt(track, after(1));
    wait(1);
    frames(2);
    expectAt(track, after(2));
  });

  it('moves the strip `dragMultiplier` times as far as the pointer, against it; the index follows the scroll', () => {
    const track = renderTrack({ dragMultiplier: 2 });

    fireEvent.pointerDown(track, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 400 });
    expect(track.scrollLeft).toBe(SET + 200);
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 300 });
    expect(track.scrollLeft).toBe(SET + 400);
    fireEvent.scroll(track); // what the browser reports after scrollLeft was set
    expect(index()).toBe(1);

    fireEvent.pointerUp(track, { pointerId: 7, pointerType: 'mouse', clientX: 300 });
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 0 });
    expect(track.scrollLeft).toBe(SET + 400);
  });

  it('wraps while dragging in both directions', () => {
    const track = renderTrack({ dragMultiplier: 1 });
    const far = Math.round(0.65 * SET);

    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'touch', clientX: 0 });
    // 0.65 sets to the right: 0.35 sets is below half a set, so one set is added.
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'touch', clientX: far });
    expect(track.scrollLeft).toBe(2 * SET - far);
    // 1.3 sets to the left: 2.65 sets is beyond two and a half sets, one set comes off.
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'touch', clientX: -far });
    expect(track.scrollLeft).toBe(SET + far);
  });

  it('treats a cancelled touch (the page took over the vertical scroll) as a release', () => {
    const track = renderTrack();
    fireEvent.pointerDown(track, { pointerId: 2, pointerType: 'touch', clientX: 100 });
    fireEvent.pointerCancel(track, { pointerId: 2, pointerType: 'touch' });
    wait(RESUME_DELAY_MS);
    frames(2);
    expectAt(track, after(1));
  });

  it('ignores the right mouse button', () => {
    const track = renderTrack();
    fireEvent.pointerDown(track, { pointerId: 1, pointerType: 'mouse', button: 2, clientX: 500 });
    fireEvent.pointerMove(track, { pointerId: 1, pointerType: 'mouse', clientX: 400 });
    frames(2);
    expectAt(track, after(1));
  });
});

describe('useLoopTrack: hover and keyboard focus', () => {
  it('holds while a mouse hovers it and resumes RESUME_DELAY_MS after it leaves; a touch is no hover', () => {
    const track = renderTrack();

    fireEvent.pointerOver(track, { pointerType: 'touch' });
    frames(2);
    expectAt(track, after(1));

    fireEvent.pointerOver(track, { pointerType: 'mouse' });
    frames(5);
    expectAt(track, after(1));
    fireEvent.pointerOut(track, { pointerType: 'mouse', relatedTarget: document.body });
    wait(RESUME_DELAY_MS - 1);
    frames(5);
    expectAt(track, after(1));
    wait(1);
    frames(2);
    expectAt(track, after(2));
  });

  it('holds while keyboard focus is inside and resumes RESUME_DELAY_MS after it leaves', () => {
    const track = renderTrack();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    act(() => track.focus());
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    act(() => screen.getByRole('button', { name: 'Napred' }).focus());
    wait(RESUME_DELAY_MS);
    frames(5);
    expect(track.scrollLeft).toBe(SET);

    act(() => screen.getByRole('button', { name: 'Posle trake' }).focus());
    wait(RESUME_DELAY_MS - 1);
    frames(5);
    expect(track.scrollLeft).toBe(SET);
    wait(1);
    frames(2);
    expectAt(track, after(1));
  });

  it('keeps moving when the focus came with a tap', () => {
    const track = renderTrack();
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    act(() => screen.getByRole('button', { name: 'Napred' }).focus());
    frames(2);
    expectAt(track, after(1));
  });
});

describe('useLoopTrack: the active index', () => {
  it('follows the position, polled every INDEX_POLL_MS; past the last card comes the first', () => {
    const track = renderTrack();

    track.scrollLeft = SET + 5 * STEP;
    wait(INDEX_POLL_MS - 1);
    expect(index()).toBe(0);
    wait(1);
    expect(index()).toBe(5);

    track.scrollLeft = SET + 14 * STEP + STEP * 0.8;
    wait(INDEX_POLL_MS);
    expect(index()).toBe(0);
  });

  it('keeps showing the target while a glide is under way', () => {
    const track = renderTrack({ autoScroll: false });
    scrollTo.mockImplementationOnce(() => {}); // A real glide: scrollLeft moves later, frame by frame.

    press('Kartica 8');
    track.scrollLeft = SET + STEP;
    fireEvent.scroll(track);
    wait(INDEX_POLL_MS);
    expect(index()).toBe(7);

    track.scrollLeft = SET + 7 * STEP;
    fireEvent.scroll(track);
    expect(index()).toBe(7);
  });
});

describe('useLoopTrack: arrows and dots', () => {
  it('an arrow glides one card on or back, and holds the auto-scroll as a drag would', () => {
    const track = renderTrack();

    press('Napred');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + STEP, behavior: 'smooth' });
    expect(index()).toBe(1);
    frames(5);
    expect(track.scrollLeft).toBe(SET + STEP);

    press('Nazad');
    press('Nazad');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET - STEP, behavior: 'smooth' });
    expect(index()).toBe(14);

    wait(RESUME_DELAY_MS);
    frames(2);
    expectAt(track, after(1, SET - STEP));
  });

  it('a second press during a glide steps on from where it is heading', () => {
    const track = renderTrack();
    scrollTo.mockImplementationOnce(() => undefined);
    press('Napred');
    expect(track.scrollLeft).toBe(SET);
    press('Napred');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 2 * STEP, behavior: 'smooth' });
    expect(index()).toBe(2);
  });

  it('goes from the last card to the first one card on, gliding from the middle copy so it never crosses a wrap point', () => {
    const track = renderTrack({ autoScroll: false });
    track.scrollLeft = 2 * SET + 14 * STEP;
    fireEvent.scroll(track); // beyond 2½ sets: wrapped into the middle copy
    press('Napred');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 2 * SET, behavior: 'smooth' });
    expect(index()).toBe(0);
    fireEvent.scroll(track); // the glide has arrived

    track.scrollLeft = 2 * SET + 3 * STEP;
    fireEvent.scroll(track);
    press('Napred');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 4 * STEP, behavior: 'smooth' });
    expect(index()).toBe(4);
  });

  it('a dot glides to its card in the nearest copy', () => {
    const track = renderTrack({ autoScroll: false });

    press('Kartica 8');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + 7 * STEP, behavior: 'smooth' });
    expect(index()).toBe(7);

    // From the first card of the middle copy, the last card of the first copy is one card back.
    track.scrollLeft = SET;
    fireEvent.scroll(track);
    press('Kartica 15');
    expect(track.scrollLeft).toBe(14 * STEP);
    expect(index()).toBe(14);
  });

  it('jumps without animation under reduced motion', () => {
    setMedia('reducedMotion', true);
    renderTrack();
    press('Napred');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + STEP, behavior: 'auto' });
    press('Kartica 1');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET, behavior: 'auto' });
  });
});
