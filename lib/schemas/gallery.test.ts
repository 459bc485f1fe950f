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
    expect(parse({ duration: '15 dana' })).toThrow('content/gallery.ts › gallery[id=4] › duration: expected "5 dana" to "14 dana", got "15 dana"');
    expect(parse({ treatment: 'Izbeljivanje' })).toThrow('content/gallery.ts › gallery[id=4] › treatment: expected one of Hollywood Smile, Estetska Korekcija');
  });
});
