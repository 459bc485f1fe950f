import { parseUntyped } from '@/lib/content-check';
import { gallerySchema } from '@/lib/schemas/gallery';

const item = { id: 4, title: 'Savršen Osmeh 2', image: 'galerija/4', treatment: 'Premium Krunice', duration: '14 dana', description: 'Opis.' };
const parse = (change: Record<string, unknown>) => () => parseUntyped(gallerySchema, [{ ...item, ...change }], { file: 'content/gallery.ts', name: 'gallery' });

describe('gallerySchema', () => {
  it('accepts 5 to 14 days and the spec’s treatments', () => {
    expect(parse({ duration: '5 dana' })()[0]!.duration).toBe('5 dana');
    expect(parse({})).not.toThrow();
  });

  it('refuses a length outside 5–14 days and an unknown treatment, naming the item', () => {
    expect(parse({ duration: '15 dana' })).toThrow(
      'content/gallery.ts › gallery[id=4] › duration: očekuje se od "5 dana" do "14 dana", a upisano je "15 dana"',
    );
    expect(parse({ treatment: 'Izbeljivanje' })).toThrow(
      'content/gallery.ts › gallery[id=4] › treatment: očekuje se jedno od: Hollywood Smile, Estetska Korekcija',
    );
  });
});

describe('a picture uploaded through /admin/', () => {
  const item = { id: 1, title: 'Osmeh', image: '/images/uploads/Osmeh Ana.jpg', treatment: 'Hollywood Smile', duration: '7 dana', description: 'Opis.' };

  it('is read as the key of its renditions, so it is drawn like the artwork', () => {
    expect(parseUntyped(gallerySchema, [item], { file: 'content/data/gallery.json', name: 'items' })[0]!.image).toBe('uploads/optimized/osmeh-ana');
  });

  it('must be an image in the media folder', () => {
    expect(() =>
      parseUntyped(gallerySchema, [{ ...item, image: '/images/uploads/cenovnik.pdf' }], { file: 'content/data/gallery.json', name: 'items' }),
    ).toThrow(
      'content/data/gallery.json › items[id=1] › image: očekuje se oznaka slike poput "tim/1" ili otpremljena slika poput "/images/uploads/osmeh.jpg", a upisano je "/images/uploads/cenovnik.pdf"',
    );
  });

  it('is not an iPhone HEIC photo, which the site cannot show: the message says how to save a JPEG', () => {
    expect(() =>
      parseUntyped(gallerySchema, [{ ...item, image: '/images/uploads/IMG_0001.HEIC' }], { file: 'content/data/gallery.json', name: 'items' }),
    ).toThrow(
      'content/data/gallery.json › items[id=1] › image: fotografija je u formatu HEIC, koji sajt ne može da prikaže: sačuvajte je kao JPG (na iPhone-u: Podešavanja → Kamera → Formati → „Najkompatibilnije“)',
    );
  });
});
