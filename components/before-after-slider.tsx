'use client';

import { MoveHorizontal } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Picture } from '@/components/picture';
import { useLiveStyle } from '@/components/use-live-style';
import { SLIDER_MAX, SLIDER_MIN, SLIDER_START, beforeClipPath, positionFromKey, positionFromPointer, positionText } from '@/lib/before-after';
import { useHydrated } from '@/lib/browser-hooks';
import type { ResponsiveImage } from '@/lib/images';
import type { IslandWords } from '@/lib/widget-words';

export interface BeforeAfterSliderProps {
  /**
   * A page-unique base for the ids the component's ARIA references need. Not React's useId: each
   * island is hydrated as its own root (components/island.tsx), where useId would not match the server.
   */
  id: string;
  beforeImage: ResponsiveImage;
  afterImage: ResponsiveImage;
  /** Used in the slider's accessible name and in both images' alt texts. */
  title: string;
  /**
   * Spec §3, default false. The image area is 350 px high on phones and 500 px on large screens, so
   * `object-cover` crops each pair differently at each size. When a before photo sits a little lower
   * in its frame than its after photo, the two no longer line up at the divider on large screens.
   * When true, the before image's crop moves up there (`lg:object-[50%_40%]` instead of the centre:
   * more of its top shows, its content moves down) so it lines up with the after image. Phones and
   * the after image are unaffected.
   */
  adjustBeforeImageForDesktop?: boolean;
  /** Its words, in the page's language (content/widgets.ts). */
  words: IslandWords<'beforeAfter'>;
}

/** Two or three cards share a row on large screens; below that one card fills the width. */
const SIZES = '(min-width: 1024px) 50vw, 100vw';

interface Drag {
  pointerId: number;
  pointerType: string;
  /** The position when the press began, restored if the browser takes the gesture for scrolling. */
  from: number;
  moved: boolean;
}

/**
 * The before/after comparison (spec §4): the before image is drawn over the after image and clipped
 * to the left of the divider. The divider starts at 50 %, follows the pointer while it is held and
 * stays within 10–90 %. Only the clip and a transform change while dragging, so nothing is laid out
 * again and nothing shifts. Pressing anywhere on the image starts a drag (a big target for thumbs);
 * the handle is a keyboard-operable ARIA slider.
 */
export function BeforeAfterSlider({ id, beforeImage, afterImage, title, adjustBeforeImageForDesktop = false, words }: BeforeAfterSliderProps) {
  const [position, setPosition] = useState(SLIDER_START);
  // The server HTML carries the start position as classes (the CSP allows no inline style attributes);
  // once hydrated, the live position is set through the CSSOM, which the CSP permits (useLiveStyle).
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState(false);
  const areaRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLDivElement>(null);
  const beforeLayerRef = useRef<HTMLDivElement>(null);
  const dividerRef = useRef<HTMLDivElement>(null);
  useLiveStyle(beforeLayerRef, hydrated ? { clipPath: beforeClipPath(position) } : undefined);
  useLiveStyle(dividerRef, hydrated ? { transform: `translateX(${position}%)` } : undefined);
  const drag = useRef<Drag | null>(null);
  const hintId = `${id}-uputstvo`;

  function pointerPosition(clientX: number): number {
    const area = areaRef.current;
    return area ? positionFromPointer(clientX, area.getBoundingClientRect()) : SLIDER_START;
  }

  function endDrag() {
    drag.current = null;
    setDragging(false);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (drag.current || !event.isPrimary) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, pointerType: event.pointerType, from: position, moved: false };
    setDragging(true);
    // Captured on the handle: every later move and the release come to it, even outside the image
    // or the window, and bubble up to this area's handlers.
    try {
      handleRef.current?.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is no longer active (e.g. a synthetic event); the handlers below still work.
    }
    // A touch on the image may be the start of a vertical scroll (touch-action: pan-y), so it does not
    // jump yet: it follows once the finger moves sideways, or jumps on a tap. A mouse jumps at once.
    if (event.pointerType !== 'touch') {
      event.preventDefault(); // no text selection or image drag
      setPosition(pointerPosition(event.clientX));
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    current.moved = true;
    setPosition(pointerPosition(event.clientX));
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    if (current.pointerType === 'touch' && !current.moved) setPosition(pointerPosition(event.clientX));
    endDrag();
    // After a press the arrow keys go on from there.
    handleRef.current?.focus({ preventScroll: true });
  }

  function onPointerCancel(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || event.pointerId !== current.pointerId) return;
    // The browser took the gesture (the page scrolls vertically): undo what the first moves did.
    setPosition(current.from);
    endDrag();
  }

  function onLostPointerCapture(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId === event.pointerId) endDrag();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = positionFromKey(event.key, position);
    if (next === null) return;
    event.preventDefault(); // the arrows and Page keys would scroll the page
    setPosition(next);
  }

  // Jumps (a tap, a click, a key) glide; while dragging there is no transition at all, so the
  // divider sticks to the pointer. (Whole class names, for Tailwind to find them in the source.)
  const clipGlide = dragging ? '' : 'motion-safe:transition-[clip-path] motion-safe:duration-200 motion-safe:ease-out';
  const dividerGlide = dragging ? '' : 'motion-safe:transition-transform motion-safe:duration-200 motion-safe:ease-out';
  const valueNow = Math.round(position);

  return (
    <div>
      <div
        ref={areaRef}
        data-dragging={dragging ? 'true' : 'false'}
        className="relative h-[350px] w-full cursor-ew-resize touch-pan-y overflow-hidden bg-sand select-none lg:h-[500px]"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onLostPointerCapture={onLostPointerCapture}
      >
        <Picture
          image={afterImage}
          alt={`${words.afterAlt}: ${title}`}
          sizes={SIZES}
          draggable={false}
          className="absolute inset-0"
          imgClassName="size-full object-cover"
        />
        <div ref={beforeLayerRef} data-before-layer="" className={`absolute inset-0 [clip-path:inset(0_50%_0_0)] ${clipGlide}`}>
          <Picture
            image={beforeImage}
            alt={`${words.beforeAlt}: ${title}`}
            sizes={SIZES}
            draggable={false}
            className="absolute inset-0"
            imgClassName={`size-full object-cover${adjustBeforeImageForDesktop ? ' lg:object-[50%_40%]' : ''}`}
          />
        </div>

        <span
          data-small="badge"
          className="pointer-events-none absolute top-3 left-3 rounded-full bg-ink/75 px-3 py-1 text-xs font-semibold tracking-[0.2em] text-white backdrop-blur-sm"
        >
          {words.before}
        </span>
        <span
          data-small="badge"
          className="bg-gold-gradient pointer-events-none absolute top-3 right-3 rounded-full px-3 py-1 text-xs font-semibold tracking-[0.2em] text-ink"
        >
          {words.after}
        </span>

        {/* A full-width layer moved by a transform: translateX(n %) of its own width puts its left edge,
            and with it the line and the handle, at n % of the image. */}
        <div ref={dividerRef} data-divider="" className={`pointer-events-none absolute inset-0 [transform:translateX(50%)] ${dividerGlide}`}>
          <div className="absolute inset-y-0 left-0 w-0.5 -translate-x-1/2 bg-white shadow-[0_0_6px_rgb(15_15_16/0.35)]" />
          <div
            ref={handleRef}
            role="slider"
            tabIndex={0}
            aria-label={`${words.sliderLabel}: ${title}`}
            aria-valuemin={SLIDER_MIN}
            aria-valuemax={SLIDER_MAX}
            aria-valuenow={valueNow}
            aria-valuetext={positionText(position, words.value)}
            aria-orientation="horizontal"
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            className={`pointer-events-auto absolute top-1/2 left-0 flex size-12 -translate-x-1/2 -translate-y-1/2 touch-none items-center justify-center rounded-full bg-white text-ink shadow-[0_2px_12px_rgb(15_15_16/0.28)] ring-1 ring-ink/5 hover:scale-105 motion-safe:transition-[scale] motion-safe:duration-150 ${
              dragging ? 'scale-105' : ''
            }`}
          >
            <MoveHorizontal aria-hidden="true" className="size-5" strokeWidth={2} />
          </div>
        </div>
      </div>
      <p id={hintId} className="mt-3 flex items-center justify-center gap-2 text-sm text-muted">
        <MoveHorizontal aria-hidden="true" className="size-4 text-gold-text" />
        {words.hint}
      </p>
    </div>
  );
}
