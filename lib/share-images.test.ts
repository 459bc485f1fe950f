import type { ImageManifest } from '@/lib/images';
import {
  ARTWORK_MAX_LEFT,
  ARTWORK_SUBJECT_X,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  TITLE_SIZE_STEPS,
  artworkFilePath,
  artworkPlacement,
  buildShareImages,
  displayHost,
  findShareImage,
  findShareImageFile,
  firstSentence,
  titleFontSize,
  type RouteShareInput,
} from '@/lib/share-images';

const manifest: ImageManifest = {
  'blog/prvi': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'blog/drugi': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'hero/osmeh': { width: 1600, height: 1000, widths: [480, 800, 1200, 1600] },
  'tim/1': { width: 800, height: 1000, widths: [480, 800] },
};

const routes: RouteShareInput[] = [
  {
    path: '/',
    name: 'home',
    heading: 'Hollywood Smile za 7 dana',
    lead: 'Fasete i krunice. Pozovite nas.',
    artwork: 'hero/osmeh',
    focusX: 0.7,
    source: 'test › home',
  },
  { path: '/cenovnik', name: 'cenovnik', heading: 'Cenovnik', lead: 'Jasne cene, bez skrivenih troškova.', artwork: 'hero/osmeh', source: 'test › cenovnik' },
];

const articles = [
  { slug: 'prvi', title: 'Čuvanje beline faseta: šta jesti?', category: 'Održavanje', image: 'blog/prvi' },
  { slug: 'drugi', title: 'Đak i žaba', category: 'Saveti', image: 'blog/drugi' },
];

const build = (overrides: Partial<Parameters<typeof buildShareImages>[0]> = {}) =>
  buildShareImages({ routes, articles, brand: 'Aurora Dental', manifest, ...overrides });

describe('buildShareImages', () => {
  it('describes one 1200×630 JPEG per route and per article under /og/', () => {
    const images = build();
    expect(images.map((image) => image.path)).toEqual(['/og/home.jpg', '/og/cenovnik.jpg', '/og/blog-prvi.jpg', '/og/blog-drugi.jpg']);
    expect(images.map((image) => image.pagePath)).toEqual(['/', '/cenovnik/', '/blog/prvi/', '/blog/drugi/']);
    for (const image of images) expect([image.width, image.height]).toEqual([SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT]);
  });

  it('puts an article’s title and category over its own artwork', () => {
    const article = build().find((image) => image.fileName === 'blog-prvi.jpg')!;
    expect(article).toMatchObject({ title: 'Čuvanje beline faseta: šta jesti?', label: 'Održavanje', artwork: 'blog/prvi', focusX: 0.5 });
    expect(article.subtitle).toBeUndefined();
    expect(article.alt).toBe('„Čuvanje beline faseta: šta jesti?“ – Održavanje, blog Aurora Dental');
  });

  it('puts a route’s heading and the first sentence of its lead over the chosen artwork', () => {
    const home = build()[0]!;
    expect(home).toMatchObject({ title: 'Hollywood Smile za 7 dana', subtitle: 'Fasete i krunice.', artwork: 'hero/osmeh', focusX: 0.7 });
    expect(home.label).toBeUndefined();
    expect(home.alt).toBe('Hollywood Smile za 7 dana – Aurora Dental. Fasete i krunice.');
    expect(build()[1]!.focusX).toBe(0.5);
  });

  it('names the entry and the field of an unknown artwork key', () => {
    expect(() => build({ routes: [{ ...routes[1]!, artwork: 'nema/slike' }] })).toThrow('test › cenovnik › artwork: unknown image key "nema/slike"');
    expect(() => build({ articles: [{ ...articles[0]!, image: 'blog/nema' }] })).toThrow('content/blog/prvi.md › artwork');
  });

  it('refuses two images with one file name or one page', () => {
    expect(() => build({ routes: [routes[0]!, { ...routes[1]!, name: 'home' }] })).toThrow('test › cenovnik › name: "home.jpg" is already used by test › home');
    expect(() => build({ routes: [routes[0]!, { ...routes[1]!, path: '/' }] })).toThrow('test › cenovnik › path: / already has a share image');
  });

  it('refuses a lead whose first sentence is too long to fit under the title', () => {
    const lead = `${'Veoma dugačka rečenica '.repeat(7)}bez kraja.`;
    expect(() => build({ routes: [{ ...routes[1]!, lead }] })).toThrow(/test › cenovnik › lead: .*najviše 140 znakova/);
  });
});

describe('findShareImage', () => {
  const images = build();

  it('finds a page’s image with or without the trailing slash', () => {
    expect(findShareImage(images, '/').fileName).toBe('home.jpg');
    expect(findShareImage(images, '/cenovnik').fileName).toBe('cenovnik.jpg');
    expect(findShareImage(images, '/cenovnik/').fileName).toBe('cenovnik.jpg');
    expect(findShareImage(images, '/blog/drugi').fileName).toBe('blog-drugi.jpg');
  });

  it('fails for a page without one, saying where to add it', () => {
    expect(() => findShareImage(images, '/faq')).toThrow('No share image for /faq/: add the route to content/share-images.ts');
  });

  it('finds the image behind a file name', () => {
    expect(findShareImageFile(images, 'blog-prvi.jpg')?.pagePath).toBe('/blog/prvi/');
    expect(findShareImageFile(images, 'nema.jpg')).toBeUndefined();
  });
});

describe('titleFontSize', () => {
  it('steps down as the title grows, from 84 px to 46 px', () => {
    expect(titleFontSize('Blog')).toBe(84);
    expect(titleFontSize('x'.repeat(24))).toBe(84);
    expect(titleFontSize('x'.repeat(25))).toBe(72);
    expect(titleFontSize('x'.repeat(44))).toBe(72);
    expect(titleFontSize('x'.repeat(45))).toBe(62);
    expect(titleFontSize('x'.repeat(66))).toBe(62);
    expect(titleFontSize('x'.repeat(67))).toBe(54);
    expect(titleFontSize('x'.repeat(90))).toBe(54);
    expect(titleFontSize('x'.repeat(91))).toBe(46);
    // The longest title an article may have (lib/schemas/article.ts).
    expect(titleFontSize('x'.repeat(120))).toBe(46);
  });

  it('never grows with length', () => {
    const sizes = TITLE_SIZE_STEPS.map((step) => step.px);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('counts a letter with a diacritic as one character and ignores surrounding spaces', () => {
    expect(titleFontSize('č'.repeat(24))).toBe(84);
    expect(titleFontSize(`  ${'ž'.repeat(24)}  `)).toBe(84);
  });
});

describe('firstSentence', () => {
  it('takes the lead up to the first full stop followed by a new sentence', () => {
    expect(firstSentence('Jasne cene za svaku uslugu. Tačan plan dobijate na konsultaciji.')).toBe('Jasne cene za svaku uslugu.');
    expect(firstSentence('Da li ste kandidat? Proverite.')).toBe('Da li ste kandidat?');
    expect(firstSentence('Šta je novo! Čitajte.')).toBe('Šta je novo!');
  });

  it('keeps abbreviations and numbers inside a sentence, and the whole text when there is one sentence', () => {
    expect(firstSentence('Cena od 1.200 € i npr. fasete. Drugo.')).toBe('Cena od 1.200 € i npr. fasete.');
    expect(firstSentence('Jedna rečenica bez tačke')).toBe('Jedna rečenica bez tačke');
    expect(firstSentence(' Jedna rečenica. ')).toBe('Jedna rečenica.');
  });
});

describe('displayHost', () => {
  it('shows the host without "www."', () => {
    expect(displayHost('https://www.auroradental.rs')).toBe('auroradental.rs');
    expect(displayHost('https://ordinacija.example.rs')).toBe('ordinacija.example.rs');
  });
});

describe('artworkFilePath', () => {
  it('reads the smallest WebP at least 1200 px wide, else the largest there is', () => {
    expect(artworkFilePath(manifest, 'blog/prvi')).toBe('/images/blog/prvi-1200.webp');
    expect(artworkFilePath(manifest, 'tim/1')).toBe('/images/tim/1-800.webp');
    expect(() => artworkFilePath(manifest, 'nema')).toThrow('Unknown image "nema"');
  });
});

describe('artworkPlacement', () => {
  it('fills the height and moves a centred subject to the right of the text', () => {
    const place = artworkPlacement({ width: 1600, height: 900 }, 0.5);
    expect(place).toEqual({ width: 1120, height: 630, left: 320, crop: { left: 0, width: 880 } });
    expect(place.left + 0.5 * place.width).toBe(ARTWORK_SUBJECT_X);
  });

  it('never leaves the right edge uncovered, even for a subject far right', () => {
    const place = artworkPlacement({ width: 1600, height: 1000 }, 0.9);
    expect(place.left + place.crop.width).toBe(SHARE_IMAGE_WIDTH);
    expect(place.crop.left + place.crop.width).toBeLessThanOrEqual(place.width);
  });

  it('keeps the left edge under the opaque part of the gradient for a subject far left', () => {
    expect(artworkPlacement({ width: 1600, height: 900 }, 0).left).toBe(ARTWORK_MAX_LEFT);
  });

  it('crops a panorama wider than the card on the left', () => {
    const place = artworkPlacement({ width: 4000, height: 1000 }, 0.5);
    expect(place.width).toBe(2520);
    expect(place.left).toBe(0);
    expect(place.crop).toEqual({ left: 380, width: SHARE_IMAGE_WIDTH });
  });

  it('puts a portrait at the right edge', () => {
    const place = artworkPlacement({ width: 800, height: 1000 }, 0.5);
    expect(place).toEqual({ width: 504, height: 630, left: 696, crop: { left: 0, width: 504 } });
  });

  it('refuses a focus outside the artwork', () => {
    expect(() => artworkPlacement({ width: 1600, height: 900 }, 1.2)).toThrow('focusX must be between 0 and 1, got 1.2');
  });
});
