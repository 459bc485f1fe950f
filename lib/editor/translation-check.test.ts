import { categoryNamesProblems, englishWordsProblems, translationProblems, wordsPathOf } from '@/lib/editor/translation-check';

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

  it('finds none in English that fits, with the Serbian text’s references', () => {
    expect(englishWordsProblems(priced, { note: 'Ready in {rok:privremeni-rad}.', questions: [{ id: 1, question: 'How long?' }] }, where)).toEqual({
      fit: [],
      texts: [],
      pairs: [
        { field: 'note', serbian: priced.note, english: 'Ready in {rok:privremeni-rad}.' },
        { field: 'questions[0] (id 1).question', serbian: 'Koliko traje?', english: 'How long?' },
      ],
      untranslated: [],
    });
    const added = { ...priced, questions: [...priced.questions, { id: 2, question: 'Da li boli?' }] };
    expect(englishWordsProblems(added, { note: 'Ready in {rok:privremeni-rad}.', questions: [] }, where).untranslated).toEqual([
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
    const { fit, texts } = englishWordsProblems(priced, { note: 'Ready in {rok:privremeni-rad}.', questions: [{ question: 'How long?' }] }, where);
    expect(fit.map(({ field }) => field)).toEqual(['questions[0]']);
    expect(texts).toEqual([]);
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
    expect(orphan.fit.map(({ field, problem }) => [field, problem])).toEqual([['questions[1] (id 9)', expect.stringContaining('ne prevodi nijednu stavku')]]);
  });

  it('needs every entry translated where other texts name them (everyEntry), else leaves one out', () => {
    const added = { ...priced, questions: [...priced.questions, { id: 2, question: 'Da li boli?' }] };
    const words = { note: 'Ready in {rok:privremeni-rad}.', questions: [{ id: 1, question: 'How long?' }] };
    expect(englishWordsProblems(added, words, where).fit).toEqual([]);
    expect(englishWordsProblems(added, words, where, { everyEntry: true }).fit.map(({ field, problem }) => [field, problem])).toEqual([
      ['questions[1] (id 2)', expect.stringContaining('još nema prevod')],
    ]);
  });
});

describe('categoryNamesProblems', () => {
  it('needs an English name, not the Serbian one, for each category in use', () => {
    const problems = categoryNamesProblems(['Cene', 'Osnove', 'Cene', 'Uslovi'], { Cene: 'Prices', Osnove: 'Osnove' }, 'content/en/faq.json');
    expect(problems.map(({ source, field, problem }) => [source, field, problem])).toEqual([
      ['content/en/faq.json', 'categoryNames.Osnove', 'naziv je srpski: upišite engleski'],
      ['content/en/faq.json', 'categoryNames.Uslovi', 'nedostaje prevod'],
    ]);
  });
});

describe('wordsPathOf', () => {
  const words = {
    questions: [
      { id: 7, answer: 'B' },
      { id: 4, answer: 'A' },
    ],
    stays: [{ days: [{ visit: 'x' }, { visit: 'y' }] }],
  };

  it('finds an item with an id by its id, and one without by its position', () => {
    expect(wordsPathOf('questions[3] (id 4).answer', words)).toEqual(['questions', 1, 'answer']);
    expect(wordsPathOf('stays[0].days[1].visit', words)).toEqual(['stays', 0, 'days', 1, 'visit']);
    expect(wordsPathOf('questions[5] (id 9)', words)).toEqual(['questions', 5]);
    expect(wordsPathOf('title', words)).toEqual(['title']);
  });
});
