import { fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { PatientCarousel, type PatientPhoto } from '@/components/patient-carousel';
import { widgetCopy } from '@/content/widgets';
import {
  AUTO_SCROLL_PX_PER_SECOND,
  CARD_WIDTH_LARGE,
  CARD_WIDTH_PHONE,
  DRAG_MULTIPLIER,
  INDEX_POLL_MS,
  ITEM_GAP_PX,
  LARGE_SCREEN_QUERY,
} from '@/lib/carousel-loop';
import { islandWords } from '@/lib/widget-words';
import { FRAME_RATE_HZ, frames, installCarouselStubs, scrollTo, setMedia, wait } from '@/tests/unit/carousel-stubs';

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

// One set of 15 cards, each with its gap, on phones and on large screens.
const STEP = CARD_WIDTH_PHONE + ITEM_GAP_PX;
const SET = 15 * STEP;
const LARGE_SET = 15 * (CARD_WIDTH_LARGE + ITEM_GAP_PX);
/** How far one frame of the stubs' 60 Hz moves the strip. */
const PER_FRAME = AUTO_SCROLL_PX_PER_SECOND / FRAME_RATE_HZ;

// The loop itself (auto-scroll, holds, wrap, drag, glides, polling) is tested once, in
// components/use-loop-track.test.tsx; this file checks the patient carousel's content, its
// drag multiplier (DRAG_MULTIPLIER) and its own controls.

installCarouselStubs();

const words = islandWords(widgetCopy, 'patientCarousel');
const { label: CAROUSEL_LABEL, next: NEXT_PHOTO_LABEL, previous: PREVIOUS_PHOTO_LABEL, start: START_LABEL, stop: STOP_LABEL } = words;

function renderCarousel() {
  const view = render(
    <>
      <PatientCarousel id="pacijenti" photos={photos} words={words} />
      <button type="button">Posle karusela</button>
    </>,
  );
  const track = screen.getByRole('region', { name: CAROUSEL_LABEL });
  return { ...view, track };
}

function dot(n: number) {
  return screen.getByRole('button', { name: `Prikažite fotografiju ${n} od 15` });
}

describe('PatientCarousel: content and accessibility', () => {
  it('shows the 15 photos with their names, three times, and exposes only the middle copy', () => {
    const { track } = renderCarousel();

    const images = within(track).getAllByRole('img');
    expect(images).toHaveLength(15);
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(NAMES.map((name) => `${widgetCopy.patientCarousel.photoAlt}: ${name}`));
    images.forEach((image) => {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image.closest('picture')?.querySelector('source')).toHaveAttribute('sizes', `${LARGE_SCREEN_QUERY} ${CARD_WIDTH_LARGE}px, ${CARD_WIDTH_PHONE}px`);
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
    expect(
      within(dotList)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(NAMES.map((_, index) => `Prikažite fotografiju ${index + 1} od 15`));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-current'))).toHaveLength(1);
  });

  it('renders the photos in the server HTML, before any script runs', () => {
    const html = renderToString(<PatientCarousel id="pacijenti" photos={photos} words={words} />);
    const container = document.createElement('div');
    container.innerHTML = html;

    // The list once (the loop's middle copy): the clones come in with the island.
    expect(container.querySelectorAll('[data-copy]')).toHaveLength(1);
    expect(container.querySelector('[data-copy]')).toHaveAttribute('data-copy', '1');
    expect(container.querySelector('[data-copy]')).not.toHaveAttribute('aria-hidden');
    expect(container.querySelectorAll('img')).toHaveLength(photos.length);
    expect(container.querySelectorAll('figcaption')).toHaveLength(photos.length);
    expect(container.querySelector('[role="region"]')).toHaveAttribute('aria-label', CAROUSEL_LABEL);
    expect(container.querySelectorAll('button[aria-label^="Prikažite fotografiju"]')).toHaveLength(15);
    // Without JavaScript a phone can still swipe the row natively (no touch-action: pan-y yet).
    expect(container.querySelector('[role="region"]')).not.toHaveClass('touch-pan-y');
    // Nothing moves without JavaScript, so there is no pause button to offer yet.
    expect(container.querySelector(`button[aria-label="${STOP_LABEL}"]`)).toBeNull();
  });

  it('renders nothing without photos', () => {
    const { container } = render(<PatientCarousel id="pacijenti" photos={[]} words={words} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('PatientCarousel: the loop', () => {
  it('starts at the middle copy, with the phone cards on phones and the large ones on large screens, and auto-scrolls', () => {
    const { track, unmount } = renderCarousel();
    expect(track.scrollLeft).toBe(SET);
    expect(track).toHaveClass('touch-pan-y');
    expect(track).toHaveAttribute('data-autoscroll', 'on');
    frames(2); // the first frame starts the engine's clock
    expect(track.scrollLeft).toBeCloseTo(SET + PER_FRAME, 6);
    unmount();

    setMedia('large', true);
    expect(renderCarousel().track.scrollLeft).toBe(LARGE_SET);
  });

  it('moves the strip DRAG_MULTIPLIER times as far as the pointer, against its direction (spec §9)', () => {
    const { track } = renderCarousel();

    fireEvent.pointerDown(track, { pointerId: 7, pointerType: 'mouse', button: 0, clientX: 500 });
    expect(track).toHaveAttribute('data-autoscroll', 'off');
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 400 });
    expect(track.scrollLeft).toBe(SET + 100 * DRAG_MULTIPLIER);
    fireEvent.pointerMove(track, { pointerId: 7, pointerType: 'mouse', clientX: 460 });
    expect(track.scrollLeft).toBe(SET + 40 * DRAG_MULTIPLIER);
  });

  it('holds while a mouse hovers the carousel, its controls included', () => {
    const { track } = renderCarousel();
    fireEvent.pointerOver(dot(3), { pointerType: 'mouse' });
    frames(5);
    expect(track.scrollLeft).toBe(SET);
  });
});

describe('PatientCarousel: dots', () => {
  it('follow the position and glide to their photo', () => {
    const { track } = renderCarousel();

    track.scrollLeft = SET + 5 * STEP;
    wait(INDEX_POLL_MS);
    expect(dot(6)).toHaveAttribute('aria-current', 'true');
    expect(dot(1)).not.toHaveAttribute('aria-current');

    fireEvent.click(dot(8));
    expect(scrollTo).toHaveBeenCalledWith({ left: SET + 7 * STEP, behavior: 'smooth' });
    expect(dot(8)).toHaveAttribute('aria-current', 'true');
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

  it('glide one photo on or back, 44 px targets that control the strip', () => {
    const { container, track } = renderCarousel();

    fireEvent.click(screen.getByRole('button', { name: NEXT_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET + STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('2 / 15');

    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_PHOTO_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: PREVIOUS_PHOTO_LABEL }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SET - STEP, behavior: 'smooth' });
    expect(counter(container)).toHaveTextContent('15 / 15');

    for (const name of [PREVIOUS_PHOTO_LABEL, NEXT_PHOTO_LABEL]) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveClass('size-11');
      expect(button).toHaveAttribute('aria-controls', track.id);
    }
  });

  it('are not shown without JavaScript (their row is scripting-only) and sit outside the strip', () => {
    const html = renderToString(<PatientCarousel id="pacijenti" photos={photos} words={words} />);
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
    frames(2);
    expect(track.scrollLeft).toBeCloseTo(SET + PER_FRAME, 6);
  });
});
