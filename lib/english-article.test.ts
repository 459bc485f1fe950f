import { englishArticleProblems, referencesOf } from '@/lib/english-article';
import { hasNoWords } from '@/lib/schemas/article';

const serbianBody = 'Faseta košta {cena:keramicka-faseta}, a paket {paket:hollywood-smile}. Rok: {rok:kontrole}.';
const englishBody = 'A veneer costs {cena:keramicka-faseta}, the package {paket:hollywood-smile}. Check-ups: {rok:kontrole}.';

describe('englishArticleProblems', () => {
  it('accepts English words with the Serbian body’s references, each in its own words', () => {
    expect(englishArticleProblems({ title: 'Veneers or crowns: which is better?', body: englishBody }, serbianBody)).toEqual([]);
  });

  it('names a Serbian letter or figure form, a straight quotation mark and a typed price or duration, by field', () => {
    expect(
      englishArticleProblems({ title: 'Fasete or crowns', excerpt: 'It costs 1.200 € here', body: `${englishBody} It's done in 5 days.` }, serbianBody),
    ).toEqual([
      { field: 'excerpt', problem: 'serbian', found: 'It costs 1.200 € here' },
      { field: 'body', problem: 'quotes', found: expect.stringContaining('It') },
      { field: 'body', problem: 'typed', found: '5 days' },
    ]);
    expect(englishArticleProblems({ title: 'Žuti zubi', body: englishBody }, serbianBody)).toEqual([
      { field: 'title', problem: 'serbian', found: 'Žuti zubi' },
    ]);
  });

  it('names the references the English lacks and adds, counting repeats', () => {
    const english = 'A veneer costs {cena:keramicka-faseta}, a crown {cena:krunica}. {rok:kontrole} {rok:kontrole}';
    expect(englishArticleProblems({ body: english }, serbianBody)).toEqual([
      { field: 'body', problem: 'references', found: '{paket:hollywood-smile}', extra: '{cena:krunica} {rok:kontrole}' },
    ]);
  });

  it('reads no reference or link address as words', () => {
    expect(englishArticleProblems({ body: `${englishBody} See [the prices](/cenovnik/#keramicka-faseta 'x').` }, serbianBody)).toEqual([]);
    expect(referencesOf(serbianBody)).toEqual(['{cena:keramicka-faseta}', '{paket:hollywood-smile}', '{rok:kontrole}']);
  });
});

describe('hasNoWords', () => {
  it('is a translation left empty: every field of words blank, the body too, whatever else the file holds', () => {
    expect(hasNoWords({}, '')).toBe(true);
    expect(hasNoWords({ slug: '', title: '  ', id: 3 }, '\n')).toBe(true);
    expect(hasNoWords({ title: 'Veneers' }, '')).toBe(false);
    expect(hasNoWords({}, 'A body.')).toBe(false);
  });
});
