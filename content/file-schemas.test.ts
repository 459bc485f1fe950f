import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { checkForEditor, type CmsConfig } from '@/lib/editor-place';
import { BLOG_FOLDER } from '@/lib/blog-files';
import { articleEntrySchema, articleTranslationEntrySchema } from '@/lib/schemas/article';
import { dataFileSchemas, fileSchemaFor } from '@/lib/schemas/by-file';

const root = process.cwd();
const config = parse(readFileSync(path.join(root, 'content/cms-config.yml'), 'utf8')) as CmsConfig;
const filesUnder = (folder: string, extension: string) =>
  readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => `${folder}/${name.split(path.sep).join('/')}`)
    .sort();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('fileSchemaFor', () => {
  it('has a schema for every data file of content/data/, and for nothing else there', () => {
    expect(Object.keys(dataFileSchemas).sort()).toEqual(filesUnder('content/data', '.json'));
  });

  it('gives an article its schema with the body, and nothing for a file the editor does not save', () => {
    expect(fileSchemaFor('content/blog/sr/nov-clanak.md')).toBe(articleEntrySchema);
    expect(fileSchemaFor('content/blog/en/nov-clanak.md')).toBe(articleTranslationEntrySchema);
    expect(fileSchemaFor('content/blog/nov-clanak.md')).toBeUndefined();
    expect(fileSchemaFor('content/blog/sr/a/b.md')).toBeUndefined();
    expect(fileSchemaFor('content/navigation.ts')).toBeUndefined();
    expect(fileSchemaFor('constructor')).toBeUndefined();
  });

  it('accepts every file as it is today, through the editor’s check (the build’s own check: scripts/check-content.mjs)', () => {
    const problems = [
      ...filesUnder('content/data', '.json').flatMap((file) => checkForEditor(config, file, fileSchemaFor(file)!, JSON.parse(read(file)))),
      ...filesUnder(BLOG_FOLDER, '.md').flatMap((file) => {
        const { data, content } = matter(read(file), {});
        return checkForEditor(config, file, fileSchemaFor(file)!, { ...data, body: content });
      }),
    ];
    expect(problems.map((problem) => problem.text)).toEqual([]);
  });

  it('refuses an article’s level-1 heading and an unknown field, but leaves the word count to the build', () => {
    const file = 'content/blog/sr/fasete-vs-krunice-sta-je-bolje-za-vas-osmeh.md';
    const { data } = matter(read(file), {});
    const check = (entry: object) => checkForEditor(config, file, fileSchemaFor(file)!, entry).map((problem) => problem.text);
    expect(check({ ...data, body: 'Kratko.' })).toEqual([]);
    expect(check({ ...data, body: '# Naslov\n\nTekst.', populer: true })).toEqual([
      `Blog › „${String(data.title)}“ › Tekst članka: bez naslova sa jednim # („# …“): naslov članka je jedini takav naslov`,
      `Blog › „${String(data.title)}“: polje "populer" nije poznato: uklonite ga ili ispravite naziv`,
    ]);
  });
});
