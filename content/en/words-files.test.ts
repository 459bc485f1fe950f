import { readFileSync } from 'node:fs';
import path from 'node:path';
import { englishWordsFiles } from '@/content/en/words-files';
import { SHARED_KEYS, wordsFileOf, type WordsFile } from '@/content/translations';
import { englishWordsProblems } from '@/lib/editor/translation-check';

// The editor's save lays each Serbian file under these words as the build does (issue 27), and checks each English
// text: on today's content, which builds, it must find nothing, or the editor would refuse a save the build accepts.
describe('the English words files as the editor checks them', () => {
  it.each(Object.keys(SHARED_KEYS) as WordsFile[])('%s fits its Serbian file, in English words', (name) => {
    const serbian: unknown = JSON.parse(readFileSync(path.join(process.cwd(), 'content/data', name), 'utf8'));
    expect(englishWordsProblems(serbian, englishWordsFiles[name], { file: wordsFileOf(name), sharedKeys: SHARED_KEYS[name] })).toEqual({
      fit: [],
      texts: [],
    });
  });
});
