import {
  GALLERY_CARD_WIDTH_LARGE,
  IMAGE_ERROR_MESSAGE,
  allSettled,
  galleryCardWidthFor,
  logImageError,
  preloadImages,
  preloadProgress,
  readyText,
  type PreloadImage,
} from '@/lib/gallery-preload';

// The §9 constants (PRELOAD_DELAY_MS, GALLERY_GAP_PX) are pinned in tests/launch/interface-constants.test.ts.
describe('the spec constants (§4, §8)', () => {
  it('match the spec and the brief', () => {
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
    expect(readyText(0, 8, 'slika spremno')).toBe('0 / 8 slika spremno');
    expect(readyText(3, 8, 'slika spremno')).toBe('3 / 8 slika spremno');
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
