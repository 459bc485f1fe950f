/**
 * One source for every size the spec states (§9) and the layout uses. The number lives once, as a TS constant
 * in lib/ beside the logic that computes with it, with its spec reference; the Tailwind class that draws it
 * must be a literal in the component (Tailwind finds classes by scanning the source, so `w-[${n}px]` would
 * never reach the stylesheet). This test reads the components and fails when a class and its constant differ,
 * so neither can change alone. No CSS variable is involved: nothing is added to the page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPARISON_HEIGHT_LARGE, COMPARISON_HEIGHT_PHONE, SLIDER_START, beforeClipPath } from '@/lib/before-after';
import { CARD_WIDTH_LARGE, CARD_WIDTH_PHONE, ITEM_GAP_PX, LARGE_SCREEN_QUERY } from '@/lib/carousel-loop';
import { GALLERY_CARD_WIDTH_LARGE, GALLERY_CARD_WIDTH_PHONE, GALLERY_GAP_PX } from '@/lib/gallery-preload';

const source = (file: string) => readFileSync(path.join(__dirname, file), 'utf8');
/** Tailwind 4's spacing scale: `gap-8` is 8 × 0.25 rem = 32 px. */
const spacingClass = (px: number) => `gap-${px / 4}`;

describe('the spec sizes (§9) and the classes that draw them', () => {
  // The spec's values themselves are pinned in tests/launch/interface-constants.test.ts.
  it('the large sizes start at Tailwind’s `lg`', () => {
    // Tailwind's `lg` breakpoint (not overridden in app/globals.css) is where the large sizes start.
    expect(LARGE_SCREEN_QUERY).toBe('(min-width: 1024px)');
    // (The variable's name is assembled: written whole here, Tailwind would find it and put it in the stylesheet.)
    expect(source('../app/globals.css')).not.toContain(['--breakpoint', 'lg'].join('-'));
  });

  // (The images' `sizes` are built from the constants in the components: no class, nothing to compare.)
  it('patient carousel: card width and gaps', () => {
    const code = source('patient-carousel.tsx');
    expect(code).toContain(`className="w-[${CARD_WIDTH_PHONE}px] shrink-0 lg:w-[${CARD_WIDTH_LARGE}px]"`);
    expect(code).toContain(`className="flex shrink-0 ${spacingClass(ITEM_GAP_PX)}"`);
    expect(code).toContain(`className="flex w-max ${spacingClass(ITEM_GAP_PX)}"`);
  });

  it('gallery strip: card width, gaps and the arrows at the images’ middle', () => {
    const code = source('gallery-strip.tsx');
    // On a phone the card is the spec's width, or 10rem where larger text makes that wider (issue 41).
    expect(code).toContain(`className="@container w-[max(${GALLERY_CARD_WIDTH_PHONE}px,10rem)] shrink-0 lg:w-[${GALLERY_CARD_WIDTH_LARGE}px]"`);
    expect(code).toContain(`className="flex shrink-0 ${spacingClass(GALLERY_GAP_PX)}"`);
    expect(code).toContain(`className="flex w-max ${spacingClass(GALLERY_GAP_PX)}"`);
    // The track's top padding (py-4, 16 px) plus half of a 4:3 image.
    const middle = (width: number) => Math.floor(16 + (width * 3) / 4 / 2);
    expect(code).toContain(`top-[${middle(GALLERY_CARD_WIDTH_PHONE)}px]`);
    expect(code).toContain(`lg:top-[${middle(GALLERY_CARD_WIDTH_LARGE)}px]`);
  });

  it('before/after slider: the comparison image height', () => {
    const code = source('before-after-slider.tsx');
    expect(code).toMatch(new RegExp(`className="relative h-\\[${COMPARISON_HEIGHT_PHONE}px\\] [^"]* lg:h-\\[${COMPARISON_HEIGHT_LARGE}px\\]"`));
  });

  it('before/after slider: the start position in the server HTML (classes: the CSP allows no style attribute)', () => {
    const code = source('before-after-slider.tsx');
    expect(code).toContain(`[clip-path:${beforeClipPath(SLIDER_START).replaceAll(' ', '_')}]`);
    expect(code).toContain(`[transform:translateX(${SLIDER_START}%)]`);
  });
});
