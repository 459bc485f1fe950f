import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { BeforeAfterSlider } from '@/components/before-after-slider';
import { widgetCopy } from '@/content/widgets';
import { SLIDER_MAX, SLIDER_MIN, SLIDER_PAGE_STEP, SLIDER_START, SLIDER_STEP } from '@/lib/before-after';
import type { ResponsiveImage } from '@/lib/images';
import { islandWords } from '@/lib/widget-words';

const words = islandWords(widgetCopy, 'beforeAfter');
const { before: BEFORE_LABEL, after: AFTER_LABEL, hint: SLIDER_HINT } = words;

function image(key: string): ResponsiveImage {
  return {
    key,
    width: 1600,
    height: 1200,
    src: `/images/${key}-800.webp`,
    srcSet: { avif: `/images/${key}-800.avif 800w`, webp: `/images/${key}-800.webp 800w` },
  };
}

const TITLE = 'Hollywood Smile – gornja i donja vilica';

// jsdom has neither PointerEvent nor pointer capture nor layout.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}

let captured: { element: Element; pointerId: number }[];

beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, value: TestPointerEvent });
});

beforeEach(() => {
  captured = [];
  Object.defineProperty(HTMLElement.prototype, 'setPointerCapture', {
    configurable: true,
    value(this: Element, pointerId: number) {
      captured.push({ element: this, pointerId });
    },
  });
  // The image area: 400 px wide, starting 100 px from the left of the viewport.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    left: 100,
    width: 400,
    right: 500,
    top: 0,
    bottom: 350,
    height: 350,
    x: 100,
    y: 0,
    toJSON: () => ({}),
  });
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (HTMLElement.prototype as { setPointerCapture?: unknown }).setPointerCapture;
});

function renderSlider(adjustBeforeImageForDesktop?: boolean) {
  render(
    <BeforeAfterSlider
      id="pre-posle-1"
      beforeImage={image('pre-posle/1-pre')}
      afterImage={image('pre-posle/1-posle')}
      title={TITLE}
      adjustBeforeImageForDesktop={adjustBeforeImageForDesktop}
      words={words}
    />,
  );
  const slider = screen.getByRole('slider', { name: `Poređenje pre i posle: ${TITLE}` });
  const area = slider.closest<HTMLElement>('[data-dragging]')!;
  const beforeLayer = area.querySelector<HTMLElement>('[data-before-layer]')!;
  const divider = area.querySelector<HTMLElement>('[data-divider]')!;
  return { slider, area, beforeLayer, divider };
}

/** The divider's position as a visitor sees it: the before image's clip and the handle's place. */
function expectPosition(parts: ReturnType<typeof renderSlider>, percent: number) {
  expect(parts.slider).toHaveAttribute('aria-valuenow', String(Math.round(percent)));
  expect(parts.beforeLayer.style.clipPath).toBe(`inset(0 ${100 - percent}% 0 0)`);
  expect(parts.divider.style.transform).toBe(`translateX(${percent}%)`);
}

const mouse = { pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
const finger = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0 };

describe('BeforeAfterSlider', () => {
  it('puts the start position in the server HTML as classes, with no style attribute the CSP would block', () => {
    const html = renderToString(
      <BeforeAfterSlider id="pre-posle-1" beforeImage={image('pre-posle/1-pre')} afterImage={image('pre-posle/1-posle')} title={TITLE} words={words} />,
    );
    const container = document.createElement('div');
    container.innerHTML = html;

    expect(container.querySelector('[style]')).toBeNull();
    // Which classes (the start position's, as Tailwind literals): components/layout-sizes.test.ts.
    expect(container.querySelector('[data-before-layer]')!.className).toMatch(/\[clip-path:inset\(0_\d+%_0_0\)\]/);
    expect(container.querySelector('[data-divider]')!.className).toMatch(/\[transform:translateX\(\d+%\)\]/);
  });

  it('starts at SLIDER_START with both images, the labels and the hint already rendered', () => {
    const parts = renderSlider();

    expectPosition(parts, SLIDER_START);
    expect(parts.slider).toHaveAttribute('aria-valuemin', String(SLIDER_MIN));
    expect(parts.slider).toHaveAttribute('aria-valuemax', String(SLIDER_MAX));
    expect(parts.slider).toHaveAttribute('aria-valuetext', `${SLIDER_START}% pre, ${100 - SLIDER_START}% posle`);
    expect(parts.slider).toHaveAttribute('tabindex', '0');
    expect(parts.slider).toHaveAccessibleDescription(SLIDER_HINT);
    expect(SLIDER_HINT).toBe('Prevucite strelicu levo-desno');

    const before = screen.getByRole('img', { name: `Pre terapije: ${TITLE}` });
    const after = screen.getByRole('img', { name: `Posle terapije: ${TITLE}` });
    expect(parts.beforeLayer).toContainElement(before);
    expect(parts.beforeLayer).not.toContainElement(after);
    for (const img of [before, after]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('draggable', 'false');
      expect(img.parentElement!.querySelector('source')).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
    }
  });

  it('shows PRE on the left and POSLE on the right', () => {
    const { area } = renderSlider();

    expect([BEFORE_LABEL, AFTER_LABEL]).toEqual(['PRE', 'POSLE']);
    expect(screen.getByText('PRE')).toHaveClass('left-3');
    expect(screen.getByText('POSLE')).toHaveClass('right-3');
    expect(area).toContainElement(screen.getByText('PRE'));
  });

  it('reserves the image height (its classes: components/layout-sizes.test.ts) and leaves vertical scrolling to the page', () => {
    const { area, slider } = renderSlider();

    expect(area).toHaveClass('touch-pan-y', 'overflow-hidden');
    expect(slider).toHaveClass('touch-none', 'size-12');
  });

  it('jumps to a mouse press on the image and follows the mouse while it is held', () => {
    const parts = renderSlider();

    fireEvent.pointerDown(parts.area, { ...mouse, clientX: 200 });
    expectPosition(parts, 25);
    expect(parts.area).toHaveAttribute('data-dragging', 'true');
    expect(captured).toEqual([{ element: parts.slider, pointerId: 1 }]);

    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 390 });
    expectPosition(parts, 72.5);
    expect(parts.slider).toHaveAttribute('aria-valuetext', '73% pre, 27% posle');
  });

  it('clamps the divider to SLIDER_MIN–SLIDER_MAX at both ends', () => {
    const parts = renderSlider();

    fireEvent.pointerDown(parts.slider, { ...mouse, clientX: 300 });
    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 102 });
    expectPosition(parts, SLIDER_MIN);
    fireEvent.pointerMove(parts.area, { ...mouse, clientX: -500 });
    expectPosition(parts, SLIDER_MIN);
    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 498 });
    expectPosition(parts, SLIDER_MAX);
    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 3000 });
    expectPosition(parts, SLIDER_MAX);
  });

  it('stops following once the pointer is released, and gives the handle focus', () => {
    const parts = renderSlider();

    fireEvent.pointerDown(parts.slider, { ...mouse, clientX: 300 });
    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 340 });
    fireEvent.pointerUp(parts.area, { ...mouse, clientX: 340 });
    expectPosition(parts, 60);
    expect(parts.area).toHaveAttribute('data-dragging', 'false');
    expect(parts.slider).toHaveFocus();

    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 180 });
    expectPosition(parts, 60);
  });

  it('ignores moves of a mouse that was not pressed and presses of other buttons', () => {
    const parts = renderSlider();

    fireEvent.pointerMove(parts.area, { ...mouse, clientX: 180 });
    expectPosition(parts, SLIDER_START);

    fireEvent.pointerDown(parts.area, { ...mouse, button: 2, clientX: 180 });
    fireEvent.pointerMove(parts.area, { ...mouse, button: 2, clientX: 200 });
    expectPosition(parts, SLIDER_START);
    expect(parts.area).toHaveAttribute('data-dragging', 'false');
  });

  it('follows only the pointer that started the drag', () => {
    const parts = renderSlider();

    fireEvent.pointerDown(parts.area, { ...mouse, clientX: 300 });
    fireEvent.pointerMove(parts.area, { ...mouse, pointerId: 2, clientX: 180 });
    expectPosition(parts, 50); // where the press put it: 200 px into the 400 px box
  });

  it('lets a finger drag sideways, and jumps to a tap', () => {
    const parts = renderSlider();

    // A touch on the image does not jump at once: it may be the start of a vertical scroll.
    fireEvent.pointerDown(parts.area, { ...finger, clientX: 200 });
    expectPosition(parts, SLIDER_START);
    fireEvent.pointerMove(parts.area, { ...finger, clientX: 220 });
    expectPosition(parts, 30);
    fireEvent.pointerUp(parts.area, { ...finger, clientX: 220 });
    expectPosition(parts, 30);

    fireEvent.pointerDown(parts.area, { ...finger, clientX: 420 });
    fireEvent.pointerUp(parts.area, { ...finger, clientX: 420 });
    expectPosition(parts, 80);
  });

  it('puts the divider back when the browser takes the touch for a vertical scroll', () => {
    const parts = renderSlider();

    fireEvent.pointerDown(parts.area, { ...finger, clientX: 300 });
    fireEvent.pointerMove(parts.area, { ...finger, clientX: 310 });
    expectPosition(parts, 52.5);
    fireEvent.pointerCancel(parts.area, { ...finger, clientX: 310 });

    expectPosition(parts, SLIDER_START);
    expect(parts.area).toHaveAttribute('data-dragging', 'false');
    fireEvent.pointerMove(parts.area, { ...finger, clientX: 400 });
    expectPosition(parts, SLIDER_START);
  });

  it('glides to a jump but not while dragging', () => {
    const parts = renderSlider();
    expect(parts.beforeLayer).toHaveClass('motion-safe:transition-[clip-path]');
    expect(parts.divider).toHaveClass('motion-safe:transition-transform');

    fireEvent.pointerDown(parts.area, { ...mouse, clientX: 300 });
    expect(parts.beforeLayer).not.toHaveClass('motion-safe:transition-[clip-path]');
    expect(parts.divider).not.toHaveClass('motion-safe:transition-transform');
  });

  it('moves with the keyboard: arrows by SLIDER_STEP, Page keys by SLIDER_PAGE_STEP, Home and End to the ends', async () => {
    const user = userEvent.setup();
    const parts = renderSlider();

    await user.tab();
    expect(parts.slider).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expectPosition(parts, SLIDER_START + SLIDER_STEP);
    await user.keyboard('{ArrowUp}');
    expectPosition(parts, SLIDER_START + 2 * SLIDER_STEP);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expectPosition(parts, SLIDER_START - SLIDER_STEP);
    await user.keyboard('{PageUp}');
    expectPosition(parts, SLIDER_START - SLIDER_STEP + SLIDER_PAGE_STEP);
    await user.keyboard('{PageDown}{PageDown}');
    expectPosition(parts, SLIDER_START - SLIDER_STEP - SLIDER_PAGE_STEP);
    await user.keyboard('{End}');
    expectPosition(parts, SLIDER_MAX);
    await user.keyboard('{ArrowRight}{PageUp}');
    expectPosition(parts, SLIDER_MAX);
    await user.keyboard('{Home}');
    expectPosition(parts, SLIDER_MIN);
    await user.keyboard('{ArrowLeft}{PageDown}');
    expectPosition(parts, SLIDER_MIN);
  });

  it('keeps the page from scrolling on its keys and leaves other keys alone', () => {
    const { slider } = renderSlider();

    expect(fireEvent.keyDown(slider, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(slider, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(slider, { key: 'ArrowLeft', altKey: true })).toBe(true);
    expect(slider).toHaveAttribute('aria-valuenow', String(SLIDER_START - SLIDER_STEP));
  });

  it('moves the before image on large screens only when asked to', () => {
    renderSlider(true);
    expect(screen.getByRole('img', { name: /^Pre terapije/ })).toHaveClass('lg:object-[50%_40%]');
    expect(screen.getByRole('img', { name: /^Posle terapije/ })).not.toHaveClass('lg:object-[50%_40%]');
  });

  it('leaves the before image centred by default', () => {
    renderSlider();
    expect(screen.getByRole('img', { name: /^Pre terapije/ })).not.toHaveClass('lg:object-[50%_40%]');
    expect(screen.getByRole('img', { name: /^Pre terapije/ })).toHaveClass('object-cover');
  });
});
