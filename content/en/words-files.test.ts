import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { englishWordsFileProblems, withEnglishForms } from '@/content/editor-english';
import { SHARED_KEYS, wordsFileOf, type WordsFile } from '@/content/translations';
import type { CmsConfig } from '@/lib/editor-place';

const config = withEnglishForms(parse(readFileSync(path.join(process.cwd(), 'content/cms-config.yml'), 'utf8')) as CmsConfig);
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
      expect.stringContaining('“ ” i ’'),
    ]);
  });
});
