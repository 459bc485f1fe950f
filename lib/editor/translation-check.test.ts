import { englishWordsProblems, translationProblems } from '@/lib/editor/translation-check';

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

describe('englishWordsProblems', () => {
  const priced = { note: 'Gotovo za {rok:privremeni-rad}.', questions: [{ id: 1, question: 'Koliko traje?' }] };
  const pairsOf = (found: ReturnType<typeof englishWordsProblems>) =>
    found.pairs.map(({ place, serbian, english }) => ({ field: place.field, path: place.path, serbian, english }));

  it('finds none in English that fits, with the Serbian text’s references, and gives the data as the build lays it', () => {
    const words = { note: 'Ready in {rok:privremeni-rad}.', questions: [{ id: 1, question: 'How long?' }] };
    const found = englishWordsProblems(priced, words, where);
    expect({ fit: found.fit, texts: found.texts, orphans: found.orphans, untranslated: found.untranslated }).toEqual({
      fit: [],
      texts: [],
      orphans: [],
      untranslated: [],
    });
    expect(pairsOf(found)).toEqual([
      { field: 'note', path: ['note'], serbian: priced.note, english: 'Ready in {rok:privremeni-rad}.' },
      { field: 'questions[0] (id 1).question', path: ['questions', 0, 'question'], serbian: 'Koliko traje?', english: 'How long?' },
    ]);
    expect(found.overlaid).toEqual(words);
    const added = { ...priced, questions: [...priced.questions, { id: 2, question: 'Da li boli?' }] };
    expect(englishWordsProblems(added, { note: 'Ready in {rok:privremeni-rad}.', questions: [] }, where).untranslated.map((place) => place.field)).toEqual([
      'questions[0] (id 1)',
      'questions[1] (id 2)',
    ]);
  });

  it('names each text by its place: Serbian letters and straight quotes in any text of the file, references not the Serbian’s', () => {
    const words = {
      note: "Ready in 3 days, it's {rok:kontrole}.",
      questions: [
        { id: 1, question: 'Šta je?' },
        { id: 9, question: 'Left “over”?' },
      ],
    };
    const { texts } = englishWordsProblems(priced, words, where);
    expect(texts.map(({ field, problem }) => [field, problem])).toEqual([
      ['note', 'quotes'],
      ['questions[0].question', 'serbian'],
      ['note', 'references'],
    ]);
    expect(texts.map(({ path }) => path)).toEqual([['note'], ['questions', 0, 'question'], ['note']]);
    expect(texts[2]).toMatchObject({ found: '{rok:privremeni-rad}', extra: '{rok:kontrole}' });
    // A translation whose Serbian entry is gone is still a text of the file: its words are checked too.
    expect(
      englishWordsProblems(
        priced,
        {
          ...words,
          questions: [
            { id: 1, question: 'How?' },
            { id: 9, question: "Isn't it?" },
          ],
        },
        where,
      ).texts,
    ).toContainEqual(expect.objectContaining({ field: 'questions[1].question', problem: 'quotes' }));
  });

  it('reports what does not fit beside the texts that do, and an entry that translates no Serbian entry at its place', () => {
    const { fit, texts, overlaid } = englishWordsProblems(priced, { note: 'Ready in {rok:privremeni-rad}.', questions: [{ question: 'How long?' }] }, where);
    expect(fit.map(({ field }) => field)).toEqual(['questions[0]']);
    expect(texts).toEqual([]);
    expect(overlaid).toBeUndefined();
    const orphan = englishWordsProblems(
      priced,
      {
        note: 'Ready in {rok:privremeni-rad}.',
        questions: [
          { id: 1, question: 'How?' },
          { id: 9, question: 'Why?' },
        ],
      },
      where,
    );
    expect(orphan.fit).toEqual([]);
    expect(orphan.orphans.map(({ field, path }) => [field, path])).toEqual([['questions[1] (id 9)', ['questions', 1]]]);
  });
});
