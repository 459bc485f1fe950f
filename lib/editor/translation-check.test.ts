import { translationProblems } from '@/lib/editor/translation-check';

const where = { file: 'content/en/x.json', sharedKeys: ['id'] };
const serbian = { title: 'Paket', includes: ['Pregled', 'Snimak'], questions: [{ id: 1, question: 'Koliko traje?' }] };
const english = { title: 'Package', includes: ['Check-up', 'X-ray'], questions: [{ id: 1, question: 'How long does it take?' }] };

describe('translationProblems', () => {
  it('finds none while the Serbian data and its words fit, a changed Serbian text included', () => {
    expect(translationProblems(serbian, english, where)).toEqual([]);
    expect(translationProblems({ ...serbian, title: 'Paket za osmeh' }, english, where)).toEqual([]);
  });

  it('finds none for an entry with an id not yet translated: the English pages leave it out', () => {
    const added = { ...serbian, questions: [...serbian.questions, { id: 2, question: 'Da li boli?' }] };
    expect(translationProblems(added, english, where)).toEqual([]);
  });

  it('names the file and field where the translation no longer fits: an item added to a list without ids, a field filled', () => {
    const problems = translationProblems({ ...serbian, includes: [...serbian.includes, 'Kontrola'], note: 'Novo' }, english, where);
    expect(problems.map(({ source, field }) => [source, field])).toEqual([
      ['content/en/x.json', 'includes'],
      ['content/en/x.json', 'note'],
    ]);
    expect(problems[0]!.problem).toMatch(/3 stavke na srpskom, a 2 u prevodu/);
    expect(problems[1]!.problem).toBe('nedostaje prevod');
  });
});
