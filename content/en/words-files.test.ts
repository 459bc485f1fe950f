import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { EDITOR_TRANSLATIONS, englishWordsFileProblems, sideBySide, withTranslationForms } from '@/content/editor-english';
import { SHARED_KEYS, wordsFileOf, type WordsFile } from '@/content/translations';
import type { CmsConfig } from '@/lib/editor-place';
import { englishWordsFiles } from '@/content/en/words-files';
import { editorWords } from '@/content/editor-words';
import { translationProblems } from '@/lib/editor/translation-check';

const config = withTranslationForms(parse(readFileSync(path.join(process.cwd(), 'content/cms-config.yml'), 'utf8')) as CmsConfig);
const read = (file: string) => JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, unknown>;

// The editor checks an English save as the build and the tests read it (issue 27): on today's content, which builds,
// it must find nothing, or the editor would refuse a save the build accepts.
describe('the English words files as the editor checks them', () => {
  it.each(Object.keys(SHARED_KEYS) as WordsFile[])('%s: the editor accepts it as it is', (name) => {
    expect(englishWordsFileProblems(config, wordsFileOf(name), read(wordsFileOf(name)))).toEqual([]);
  });

  it('names each problem by its place in the English form, and says how English is written', () => {
    const faq = read(wordsFileOf('faq.json')) as { questions: { id: number; question: string }[]; categoryNames: Record<string, string> };
    const [first, ...rest] = faq.questions;
    const edited = { ...faq, questions: [{ ...first!, question: "What's a Hollywood Smile" }, ...rest] };
    const problems = englishWordsFileProblems(config, wordsFileOf('faq.json'), edited);
    expect(problems).toEqual([
      `Engleski prevod › Česta pitanja › Pitanja › „What's a Hollywood Smile“ › Pitanje: pitanje se završava znakom pitanja („?“)`,
      expect.stringMatching(/^Engleski prevod › Česta pitanja › Pitanja › „What's a Hollywood Smile“ › Pitanje: ravni navodnici ili apostrof/),
      editorWords.english.help,
    ]);
  });
});

describe('the entries of an English words file', () => {
  it('refuses one that translates no Serbian entry, and where other texts name them (the model) one left out', () => {
    const faq = read(wordsFileOf('faq.json')) as { questions: { id: number }[] };
    const stray = { ...faq, questions: [...faq.questions, { id: 9999, question: 'Is this one left over?', answer: 'It is.' }] };
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), stray)).toContainEqual(expect.stringContaining(`: ${editorWords.english.orphan}`));

    const facts = read(wordsFileOf('model/facts.json')) as { facts: { id: string }[] };
    const serbian = read('content/data/model/facts.json') as { facts: { id: string; what: string }[] };
    const [left, ...kept] = facts.facts;
    const twin = serbian.facts.find((fact) => fact.id === left!.id)!;
    const problems = englishWordsFileProblems(config, wordsFileOf('model/facts.json'), { ...facts, facts: kept });
    // Named by the Serbian entry's words, as the Serbian form lists it.
    const [before, after] = editorWords.english.untranslated('\u0000').split('\u0000');
    expect(problems).toContainEqual(expect.stringContaining(`${before}„${twin.what.slice(0, 40)}`));
    expect(problems.find((line) => line.includes(twin.what.slice(0, 40)))).toContain(after);
    // In a file where an entry may wait for its English (the FAQ), one left out is no problem.
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), { ...faq, questions: faq.questions.slice(1) })).toEqual([]);
  });
});

describe('the English words as the editor holds them for a Serbian save', () => {
  // A Serbian save is refused where these words would no longer fit (admin/editor.ts): on today's files, none.
  it.each(Object.keys(SHARED_KEYS) as WordsFile[])('%s: its Serbian file fits them as the build lays them', (name) => {
    expect(translationProblems(read(`content/data/${name}`), englishWordsFiles[name], { file: wordsFileOf(name), sharedKeys: SHARED_KEYS[name] })).toEqual([]);
  });
});

describe('the English form beside its Serbian original', () => {
  it('pairs each English text with its Serbian one at its place in the form, and lists what is not translated yet', () => {
    const faq = read(wordsFileOf('faq.json')) as { questions: { id: number; question: string; answer: string }[] };
    const serbian = read('content/data/faq.json') as { questions: { id: number; question: string; answer: string }[] };
    const [first, ...rest] = faq.questions;
    const view = sideBySide(config, wordsFileOf('faq.json'), { ...faq, questions: rest });
    const twin = serbian.questions.find((question) => question.id === rest[0]!.id)!;
    expect(view.pairs[0]).toEqual({ place: `Pitanja › „${rest[0]!.question}“ › Pitanje`, serbian: twin.question, english: rest[0]!.question });
    expect(view.pairs).toHaveLength(rest.length * 2);
    const untranslated = serbian.questions.filter((question) => ![...rest].some((english) => english.id === question.id));
    expect(view.untranslated).toEqual(untranslated.map((question) => `Pitanja › „${question.question}“`));
    expect(untranslated.map((question) => question.id)).toContain(first!.id);
    expect(view.unfit).toEqual([]);
  });
});

// A language in the editor is an entry of EDITOR_TRANSLATIONS and its words (issue 43): each entry gets its collection,
// a form per words file in its own folder, named after the language.
describe('the editor’s translations', () => {
  const source = parse(readFileSync(path.join(process.cwd(), 'content/cms-config.yml'), 'utf8')) as CmsConfig;

  it('adds one collection per language of EDITOR_TRANSLATIONS, after the Serbian ones, each form in the language’s folder', () => {
    const languages = Object.entries(EDITOR_TRANSLATIONS);
    expect(languages.map(([language]) => language)).toEqual(['en']);
    const added = config.collections.slice(source.collections.length);
    expect(added.map((collection) => collection.label)).toEqual(languages.map(([, words]) => words!.form.label));
    for (const [index, [language]] of languages.entries()) {
      const files = added[index]!.files!;
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) {
        expect(file.file).toMatch(new RegExp(`^content/${language}/`));
        expect(file.name).toMatch(new RegExp(`^${language}-`));
      }
    }
  });
});

describe('an English save against the Serbian file as it is now (issue 42)', () => {
  type Questions = { questions: { id: number; question: string; answer: string; category?: string }[] };
  const serbian = read('content/data/faq.json') as Questions;
  const english = read(wordsFileOf('faq.json')) as Questions;

  it('accepts the translation of a question saved in Serbian since the editor was built', () => {
    const added = { id: 9001, question: 'Da li primate platne kartice?', answer: 'Primamo sve platne kartice.', category: serbian.questions[0]!.category };
    const translation = {
      ...english,
      questions: [{ id: 9001, question: 'Do you accept payment cards?', answer: 'We accept all payment cards.' }, ...english.questions],
    };
    // Against the Serbian data the editor was built with, it translates no Serbian question.
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), translation)).toContainEqual(expect.stringContaining(editorWords.english.orphan));
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), translation, { ...serbian, questions: [added, ...serbian.questions] })).toEqual([]);
  });

  it('leaves alone a question this save does not touch whose Serbian now names other figures (left out of the English FAQ)', () => {
    const named = serbian.questions.find(
      (question) => /\{[a-z-]+:[^}]+\}/.test(question.answer) && english.questions.some((entry) => entry.id === question.id),
    )!;
    const drifted = {
      ...serbian,
      questions: serbian.questions.map((question) =>
        question === named ? { ...question, answer: question.answer.replace(/\{[a-z-]+:[^}]+\}/, 'po dogovoru') } : question,
      ),
    };
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), english, drifted)).toContainEqual(expect.stringContaining('reference nisu iste'));
    expect(englishWordsFileProblems(config, wordsFileOf('faq.json'), english, drifted, english)).toEqual([]);
  });
});
