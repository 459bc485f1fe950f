import {
  GALLERY_CARD_WIDTH_LARGE,
  GALLERY_CARD_WIDTH_PHONE,
  GALLERY_GAP_PX,
  IMAGE_ERROR_MESSAGE,
  PRELOAD_DELAY_MS,
  allSettled,
  arrowStep,
  dragPosition,
  galleryCardWidthFor,
  logImageError,
  nearestCopyPosition,
  preloadImages,
  preloadProgress,
  readyText,
  toMiddleCopy,
  type PreloadImage,
} from '@/lib/gallery-preload';

// 8 images on a phone: each card 300 px + 32 px gap = 332 px, one set 2656 px.
const STEP = GALLERY_CARD_WIDTH_PHONE + GALLERY_GAP_PX;
const SET = 8 * STEP;

describe('the spec constants (§4, §8, §9)', () => {
  it('match the spec and the brief', () => {
    expect(PRELOAD_DELAY_MS).toBe(500);
    expect(GALLERY_GAP_PX).toBe(32);
    expect(IMAGE_ERROR_MESSAGE).toBe('greška pri učitavanju slike');
    expect(galleryCardWidthFor(false)).toBe(300);
    expect(galleryCardWidthFor(true)).toBe(GALLERY_CARD_WIDTH_LARGE);
    expect(GALLERY_CARD_WIDTH_LARGE).toBe(420);
  });
});

describe('preloadProgress and readyText', () => {
  it('is settled ÷ total × 100, rounded to a whole percent', () => {
    expect(preloadProgress(0, 8)).toBe(0);
    expect(preloadProgress(1, 8)).toBe(13);
    expect(preloadProgress(3, 8)).toBe(38);
    expect(preloadProgress(4, 8)).toBe(50);
    expect(preloadProgress(8, 8)).toBe(100);
    expect(preloadProgress(1, 3)).toBe(33);
  });

  it('is 0 without images and never leaves 0..100', () => {
    expect(preloadProgress(0, 0)).toBe(0);
    expect(preloadProgress(5, 0)).toBe(0);
    expect(preloadProgress(9, 8)).toBe(100);
    expect(preloadProgress(-1, 8)).toBe(0);
  });

  it('counts in the spec form "n / total slika spremno"', () => {
    expect(readyText(0, 8)).toBe('0 / 8 slika spremno');
    expect(readyText(3, 8)).toBe('3 / 8 slika spremno');
  });

  it('is all settled only when every attempt has finished', () => {
    expect(allSettled(7, 8)).toBe(false);
    expect(allSettled(8, 8)).toBe(true);
    expect(allSettled(0, 0)).toBe(true);
  });
});

class FakeImage implements PreloadImage {
  crossOrigin: string | null = null;
  onload: PreloadImage['onload'] = null;
  onerror: PreloadImage['onerror'] = null;
  /** The cross-origin mode at the moment src was set, i.e. the mode of the request. */
  requestMode: string | null | undefined;
  private url = '';
  get src() {
    return this.url;
  }
  set src(url: string) {
    this.url = url;
    this.requestMode = this.crossOrigin;
  }
  load() {
    this.onload?.call(undefined as never, new Event('load'));
  }
  fail() {
    this.onerror?.call(undefined as never, new Event('error'));
  }
}

function startPreload(urls: string[]) {
  const images: FakeImage[] = [];
  const onSettled = jest.fn();
  const onError = jest.fn();
  const cancel = preloadImages(urls, {
    createImage: () => {
      const image = new FakeImage();
      images.push(image);
      return image;
    },
    onSettled,
    onError,
  });
  return { images, onSettled, onError, cancel };
}

describe('preloadImages', () => {
  const URLS = ['/images/galerija/1-800.webp', '/images/galerija/2-800.webp', '/images/galerija/3-800.webp'];

  it('requests every URL at once in anonymous cross-origin mode', () => {
    const { images } = startPreload(URLS);
    expect(images.map((image) => image.src)).toEqual(URLS);
    images.forEach((image) => expect(image.requestMode).toBe('anonymous'));
  });

  it('counts successes and failures alike, and reports each failure with its URL', () => {
    const { images, onSettled, onError } = startPreload(URLS);

    images[1]!.load();
    expect(onSettled).toHaveBeenLastCalledWith(1);
    images[0]!.fail();
    expect(onSettled).toHaveBeenLastCalledWith(2);
    expect(onError).toHaveBeenCalledWith(URLS[0]);
    images[2]!.load();
    expect(onSettled).toHaveBeenLastCalledWith(3);
    expect(onSettled).toHaveBeenCalledTimes(3);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('counts each image once, even if it reports twice', () => {
    const { images, onSettled } = startPreload(URLS);
    const image = images[0]!;
    const onload = image.onload;
    image.load();
    onload?.call(undefined as never, new Event('load'));
    image.fail();
    expect(onSettled).toHaveBeenCalledTimes(1);
  });

  it('reports nothing after it was cancelled', () => {
    const { images, onSettled, onError, cancel } = startPreload(URLS);
    images[0]!.load();
    cancel();
    images[1]!.load();
    images[2]!.fail();
    expect(onSettled).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('logs "greška pri učitavanju slike" with the URL by default', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const images: FakeImage[] = [];
    preloadImages(['/a.webp'], { createImage: () => images[images.push(new FakeImage()) - 1]!, onSettled: () => {} });
    images[0]!.fail();
    expect(error).toHaveBeenCalledWith('greška pri učitavanju slike', '/a.webp');
    error.mockRestore();
  });

  it('logImageError logs the spec message and the URL', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    logImageError('/b.webp');
    expect(error).toHaveBeenCalledWith('greška pri učitavanju slike', '/b.webp');
    error.mockRestore();
  });
});

describe('moving the strip', () => {
  it('toMiddleCopy finds the same place in the middle copy', () => {
    expect(toMiddleCopy(100, SET)).toBe(SET + 100);
    expect(toMiddleCopy(SET + 100, SET)).toBe(SET + 100);
    expect(toMiddleCopy(2 * SET + 100, SET)).toBe(SET + 100);
    expect(toMiddleCopy(-100, SET)).toBe(2 * SET - 100);
  });

  it('an arrow goes one card on or back from a card start', () => {
    expect(arrowStep(SET, SET, 1, STEP, SET)).toEqual({ jumpTo: SET, target: SET + STEP });
    expect(arrowStep(SET, SET, -1, STEP, SET)).toEqual({ jumpTo: SET, target: SET - STEP });
  });

  it('an arrow lands on a card start when the strip was left between two cards', () => {
    expect(arrowStep(SET + 100, SET + 100, 1, STEP, SET).target).toBe(SET + STEP);
    expect(arrowStep(SET + 200, SET + 200, 1, STEP, SET).target).toBe(SET + 2 * STEP);
    expect(arrowStep(SET + 200, SET + 200, -1, STEP, SET).target).toBe(SET);
  });

  it('jumps into the middle copy first, so the glide never crosses a wrap point', () => {
    // In the third copy, at its fifth card: the same place in the middle copy, then one further.
    const third = 2 * SET + 4 * STEP;
    expect(arrowStep(third, third, 1, STEP, SET)).toEqual({ jumpTo: SET + 4 * STEP, target: SET + 5 * STEP });
    // Near the start of the range, going back.
    const first = SET / 2 + 10;
    const { jumpTo, target } = arrowStep(first, first, -1, STEP, SET);
    expect(jumpTo).toBe(first + SET);
    expect(target).toBeGreaterThanOrEqual(SET / 2);
    expect(target % STEP).toBe(0);
  });

  it('quick presses add up: the next step starts from the target of the glide under way', () => {
    expect(arrowStep(SET + 50, SET + STEP, 1, STEP, SET).target).toBe(SET + 2 * STEP);
  });

  it('a dot takes the nearest copy of its card', () => {
    const card0 = SET;
    expect(nearestCopyPosition(SET + 2 * STEP, card0, SET)).toBe(SET);
    expect(nearestCopyPosition(2 * SET - STEP, card0, SET)).toBe(2 * SET);
    expect(nearestCopyPosition(SET / 2 + 5, SET + 7 * STEP, SET)).toBe(7 * STEP);
  });

  it('a drag follows the pointer one to one and wraps both ways', () => {
    expect(dragPosition(SET, -100, SET)).toBe(SET + 100);
    expect(dragPosition(SET, 100, SET)).toBe(SET - 100);
    // 1500 px back from the start of the middle copy is below half a set: one set is added.
    expect(dragPosition(SET, 1500, SET)).toBe(2 * SET - 1500);
    // 1500 px on from the start of the third copy is beyond two and a half sets: one comes off.
    expect(dragPosition(2 * SET, -1500, SET)).toBe(SET + 1500);
  });
});
