/**
 * The typography applied as content loads (lib/typography.ts: in parseDataFile and to the articles) changes nothing
 * in today's content: every string of every data file and every article's frontmatter and body is already in the
 * house style, so the site reads the same with it as without it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { normaliseSerbianMarkdown, normaliseSerbianTypography } from '@/lib/typography';

const CONTENT = path.join(process.cwd(), 'content');

/** Every file under a folder, with its path from content/. */
const filesUnder = (folder: string, extension: string): string[] =>
  readdirSync(path.join(CONTENT, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(folder, name));

/** Every string of a value, with its path ("questions[3].answer"). */
function strings(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}[${index}]`));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, at ? `${at}.${key}` : key));
  return [];
}

/** The strings the typography would change, as "file › field: value". */
const changed = (file: string, value: unknown) =>
  strings(value, '')
    .filter(([, text]) => normaliseSerbianTypography(text) !== text)
    .map(([at, text]) => `${file} › ${at}: ${JSON.stringify(text)}`);

describe('the typography of content as it loads', () => {
  const dataFiles = filesUnder('data', '.json');
  // The Serbian articles: the Serbian typography is theirs (an English text keeps its own quotation marks).
  const articles = filesUnder('blog/sr', '.md');

  it('finds the files', () => {
    expect(dataFiles.length).toBeGreaterThan(15);
    expect(articles.length).toBeGreaterThan(10);
  });

  it('changes no string of any data file', () => {
    expect(dataFiles.flatMap((file) => changed(file, JSON.parse(readFileSync(path.join(CONTENT, file), 'utf8'))))).toEqual([]);
  });

  it('changes no article’s frontmatter or body', () => {
    const problems = articles.flatMap((file) => {
      const { data, content } = matter(readFileSync(path.join(CONTENT, file), 'utf8'), {});
      return [...changed(file, data), ...(normaliseSerbianMarkdown(content) === content ? [] : [`${file} › body`])];
    });
    expect(problems).toEqual([]);
  });
});
