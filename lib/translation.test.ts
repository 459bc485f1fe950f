import { ContentError } from '@/lib/content-check';
import { overlayWords } from '@/lib/translation';

const where = { file: 'content/data/en/x.json', sharedKeys: ['id', 'category', 'currency'] };

const serbian = {
  title: 'Cenovnik',
  items: [
    { id: 'a', name: 'Faseta', category: 'Estetika', price: { amount: 350, currency: 'EUR' }, includes: ['sken', 'dizajn'] },
    { id: 'b', name: 'Krunica', category: 'Protetika', price: { amount: 400, currency: 'EUR' }, includes: [] },
  ],
  count: 12,
};

const english = {
  title: 'Prices',
  items: [
    { id: 'a', name: 'Veneer', includes: ['scan', 'design'] },
    { id: 'b', name: 'Crown', includes: [] },
  ],
};

/** The problems' lines of the error an overlay throws. */
function problemsOf(words: unknown): string[] {
  try {
    overlayWords(serbian, words, where);
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n');
    throw error;
  }
  throw new Error('expected the overlay to fail');
}

describe('a language’s words over the Serbian data', () => {
  it('takes every text from the words file and every figure, id and shared key from the Serbian data', () => {
    expect(overlayWords(serbian, english, where)).toEqual({
      title: 'Prices',
      items: [
        { id: 'a', name: 'Veneer', category: 'Estetika', price: { amount: 350, currency: 'EUR' }, includes: ['scan', 'design'] },
        { id: 'b', name: 'Crown', category: 'Protetika', price: { amount: 400, currency: 'EUR' }, includes: [] },
      ],
      count: 12,
    });
  });

  it('names the file, the item (by position and id) and the field of a missing text', () => {
    const words = JSON.parse(JSON.stringify(english)) as { items: { name?: string }[] };
    delete words.items[1]!.name;
    expect(problemsOf(words)).toEqual(['content/data/en/x.json › items[1] (id b).name: nedostaje prevod']);
  });

  it('reports a blank text as missing, and every problem at once', () => {
    const words = {
      title: ' ',
      items: [
        { id: 'a', name: 'Veneer', includes: ['scan'] },
        { id: 'b', name: 'Crown', includes: [] },
      ],
    };
    expect(problemsOf(words)).toEqual([
      'content/data/en/x.json › title: nedostaje prevod',
      'content/data/en/x.json › items[0] (id a).includes: lista ima 2 stavki na srpskom, a 1 u prevodu',
    ]);
  });

  it('refuses items in another order than the Serbian, a figure typed in the words file, and a field the Serbian lacks', () => {
    expect(problemsOf({ ...english, items: [english.items[1], english.items[0]] })[0]).toBe(
      'content/data/en/x.json › items[0] (id a): na ovom mestu u prevodu je stavka "b": redosled mora biti isti kao na srpskom',
    );
    expect(problemsOf({ ...english, count: 13 })).toEqual([
      'content/data/en/x.json › count: ovo nisu reči nego podatak (cifra, oznaka): upisuje se samo u srpskoj datoteci',
    ]);
    expect(problemsOf({ ...english, subtitle: 'x' })).toEqual(['content/data/en/x.json › subtitle: ovo polje ne postoji u srpskoj datoteci']);
  });

  it('needs no words file where the Serbian data holds no words', () => {
    expect(overlayWords({ amounts: [1, 2], id: 'x' }, undefined, where)).toEqual({ amounts: [1, 2], id: 'x' });
  });
});
