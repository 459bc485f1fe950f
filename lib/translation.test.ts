import { ContentError } from '@/lib/content-check';
import type { ContentProblem } from '@/lib/content-check';
import { categoryNamesProblems, mapSiteLinks, outdatedEntries, overlayWords, withoutOutdated, type OverlayPlace } from '@/lib/translation';

const where = { file: 'content/en/x.json', sharedKeys: ['id', 'category', 'currency'] };

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
    expect(problemsOf(words)).toEqual(['content/en/x.json › items[1] (id b).name: nedostaje prevod']);
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
      'content/en/x.json › title: nedostaje prevod',
      'content/en/x.json › items[0] (id a).includes: lista ima 2 stavke na srpskom, a 1 u prevodu',
    ]);
  });

  it('pairs entries with ids by id, in the Serbian order, and leaves out an entry not yet translated', () => {
    const reordered = overlayWords(serbian, { ...english, items: [english.items[1], english.items[0]] }, where);
    expect(reordered.items.map((item) => item.name)).toEqual(['Veneer', 'Crown']);
    const untranslated = overlayWords(serbian, { ...english, items: [english.items[1]] }, where);
    expect(untranslated.items.map((item) => item.id)).toEqual(['b']);
  });

  it('leaves out the translation of an entry the Serbian file no longer has (deleted in the editor), telling of it and of the untranslated', () => {
    const orphans: string[] = [];
    const untranslated: string[] = [];
    const told = {
      ...where,
      onOrphan: (place: OverlayPlace) => orphans.push(place.field),
      onUntranslated: (place: OverlayPlace) => untranslated.push(place.field),
    };
    const stale = overlayWords(serbian, { ...english, items: [english.items[0], { id: 'c', name: 'Bridge', includes: [] }] }, told);
    expect(stale.items.map((item) => item.id)).toEqual(['a']);
    expect({ orphans, untranslated }).toEqual({ orphans: ['items[1] (id c)'], untranslated: ['items[1] (id b)'] });
  });

  it('gives each place its path in the words file: an entry with an id found by its id, one without by its position', () => {
    const base = {
      questions: [
        { id: 4, answer: 'A' },
        { id: 7, answer: 'B' },
      ],
      stays: [{ days: [{ visit: 'x' }, { visit: 'y' }] }],
    };
    const words = { questions: [{ id: 7 }, { id: 4, answer: 'Answer A' }], stays: [{ days: [{ visit: 'X' }, { visit: 'Y' }] }] };
    const paired: OverlayPlace[] = [];
    let problems: readonly ContentProblem[] = [];
    try {
      overlayWords(base, words, { ...where, onPair: (_serbian, _english, place) => paired.push(place) });
    } catch (error) {
      problems = (error as ContentError).problems;
    }
    expect(paired.map(({ field, path, serbianPath }) => ({ field, path, serbianPath }))).toEqual([
      { field: 'questions[0] (id 4).answer', path: ['questions', 1, 'answer'], serbianPath: ['questions', 0, 'answer'] },
      { field: 'stays[0].days[0].visit', path: ['stays', 0, 'days', 0, 'visit'], serbianPath: ['stays', 0, 'days', 0, 'visit'] },
      { field: 'stays[0].days[1].visit', path: ['stays', 0, 'days', 1, 'visit'], serbianPath: ['stays', 0, 'days', 1, 'visit'] },
    ]);
    expect(problems.map(({ field, file, path }) => ({ field, file, path }))).toEqual([
      { field: 'questions[1] (id 7).answer', file: 'content/en/x.json', path: ['questions', 0, 'answer'] },
    ]);
  });

  it('needs no translation of a text the clinic emptied in Serbian (the build drops it)', () => {
    const emptied = { ...serbian, title: ' ', items: [{ ...serbian.items[0]!, name: '' }, serbian.items[1]!] };
    const words = { title: 'Prices', items: [{ id: 'a', includes: ['scan', 'design'] }, english.items[1]] };
    expect(overlayWords(emptied, words, where)).toMatchObject({ title: ' ', items: [{ name: '', includes: ['scan', 'design'] }, { name: 'Crown' }] });
  });

  it('refuses an entry translated twice and a figure typed in the words file; a text for a field the Serbian leaves empty waits', () => {
    expect(problemsOf({ ...english, items: [...english.items, english.items[0]] })).toEqual([
      'content/en/x.json › items[2] (id a): ova stavka je već prevedena ranije u listi',
    ]);
    expect(problemsOf({ ...english, count: 13 })).toEqual([
      'content/en/x.json › count: ovo nisu reči nego podatak (cifra, oznaka): upisuje se samo u srpskom fajlu',
    ]);
    expect(overlayWords(serbian, { ...english, subtitle: 'Our prices' }, where)).not.toHaveProperty('subtitle');
  });

  it('needs no words file where the Serbian data holds no words', () => {
    expect(overlayWords({ amounts: [1, 2], id: 'x' }, undefined, where)).toEqual({ amounts: [1, 2], id: 'x' });
  });
});

describe('a translation’s links to the site', () => {
  const twins: Record<string, string | undefined> = { '/cenovnik/': '/en/prices/', '/blog/a/': '/en/blog/a-en/', '/blog/gone/': undefined };
  const twinOf = (path: string) => (path in twins ? twins[path] : path);

  it('point at the English twins, keep their fragment, keep the words of a link to a page that is gone, and leave other links alone', () => {
    expect(mapSiteLinks('[prices](/cenovnik/#faseta), [a](/blog/a/), [gone](/blog/gone/), [b](/blog/b/), [x](https://example.com/)', twinOf)).toBe(
      '[prices](/en/prices/#faseta), [a](/en/blog/a-en/), gone, [b](/blog/b/), [x](https://example.com/)',
    );
  });
});

describe('the FAQ’s category names in English', () => {
  it('needs an English name, not the Serbian one, for each category in use', () => {
    const problems = categoryNamesProblems(['Cene', 'Osnove', 'Cene', 'Uslovi'], { Cene: 'Prices', Osnove: 'Osnove' }, 'content/en/faq.json');
    expect(problems.map(({ source, field, problem }) => [source, field, problem])).toEqual([
      ['content/en/faq.json', 'categoryNames.Osnove', 'naziv je srpski: upišite engleski'],
      ['content/en/faq.json', 'categoryNames.Uslovi', 'nedostaje prevod'],
    ]);
    expect(problems.map(({ path }) => path)).toEqual([
      ['categoryNames', 'Osnove'],
      ['categoryNames', 'Uslovi'],
    ]);
  });
});

describe('outdatedEntries and withoutOutdated (issue 42: languages in step)', () => {
  const serbian = [
    { id: 1, question: 'Koliko košta?', answer: 'Faseta košta {cena:faseta}, a garancija je {garancija}.' },
    { id: 2, question: 'Da li radite subotom?', answer: 'Ne radimo subotom.' },
  ];
  const english = [
    { id: 1, question: 'How much?', answer: 'A veneer costs {cena:faseta}; the warranty is {garancija}.' },
    { id: 2, question: 'Do you work on Saturdays?', answer: 'We do not work on Saturdays.' },
  ];

  it('keeps an English entry naming the same references, whatever the words (a typo fixed in Serbian)', () => {
    const fixed = [{ ...serbian[0]!, answer: 'Faseta košta {cena:faseta}, a garancija traje {garancija}.' }, serbian[1]!];
    expect(outdatedEntries(fixed, english, ['question', 'answer'])).toEqual(new Set());
  });

  it('marks an English entry whose Serbian now names another figure, and the English list leaves it out', () => {
    const changed = [{ ...serbian[0]!, answer: 'Faseta košta {cena:faseta}, sa garancijom {garancija:fasete}.' }, serbian[1]!];
    expect(outdatedEntries(changed, english, ['question', 'answer'])).toEqual(new Set([1]));
    expect(withoutOutdated({ questions: english }, 'questions', changed, ['question', 'answer']).questions.map((entry) => entry.id)).toEqual([2]);
  });
});

describe('languages in step (issue 42): a translation naming other figures than its Serbian text', () => {
  const inStep = (serbianText: string, english: string) =>
    (serbianText.match(/\{[^}]+\}/g) ?? []).join() === (english.match(/\{[^}]+\}/g) ?? []).join() ? undefined : 'drugi podaci';
  const base = { items: [{ id: 'a', text: 'Faseta: {cena:faseta}.' }] };

  it('stops the overlay at the translated text, as the build reads it, when a rule is given', () => {
    expect(() => overlayWords(base, { items: [{ id: 'a', text: 'A veneer: {cena:krunica}.' }] }, { ...where, inStep })).toThrow(
      expect.objectContaining({ problems: [expect.objectContaining({ field: 'items[0] (id a).text', problem: 'drugi podaci', path: ['items', 0, 'text'] })] }),
    );
  });

  it('lets a translation with the same figures through, and leaves the FAQ (no rule) to its own out-of-date handling', () => {
    expect(overlayWords(base, { items: [{ id: 'a', text: 'A veneer: {cena:faseta}.' }] }, { ...where, inStep })).toEqual({
      items: [{ id: 'a', text: 'A veneer: {cena:faseta}.' }],
    });
    expect(() => overlayWords(base, { items: [{ id: 'a', text: 'A veneer: {cena:krunica}.' }] }, where)).not.toThrow();
  });
});
