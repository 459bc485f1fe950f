/**
 * An article's title in a link is the article's own (issue 39): a link whose words are another article's title is
 * written `{clanak:<file name>}`, so the words follow when the title changes. Typed titles drifted from the titles
 * they named ("Hollywood Smile prices in 2025" for "Hollywood Smile price breakdown 2025").
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';

const BLOG = path.join(process.cwd(), 'content', 'blog');
const LINK = /\[([^\]\n]+)\]\((?:\/en)?\/blog\/([^/)\s]+)\/\)/g;

interface Source {
  file: string;
  body: string;
  bodyLine: number;
}

function read(language: string): { sources: Source[]; titles: Map<string, string> } {
  const folder = path.join(BLOG, language);
  const sources: Source[] = [];
  const titles = new Map<string, string>();
  for (const name of readdirSync(folder).filter((entry) => entry.endsWith('.md'))) {
    const raw = readFileSync(path.join(folder, name), 'utf8');
    const { data, content } = matter(raw, {});
    const address = language === 'sr' ? name.slice(0, -'.md'.length) : String(data.slug ?? '');
    if (typeof data.title === 'string') {
      titles.set(address, data.title);
      titles.set(name.slice(0, -'.md'.length), data.title);
    }
    sources.push({ file: `content/blog/${language}/${name}`, body: content, bodyLine: raw.slice(0, raw.length - content.length).split('\n').length });
  }
  return { sources, titles };
}

/** Each link in the sources whose words are the title of the article it leads to. */
export function typedTitles(sources: readonly Source[], titles: ReadonlyMap<string, string>): string[] {
  return sources.flatMap(({ file, body, bodyLine }) =>
    [...body.matchAll(LINK)]
      .filter((match) => titles.get(match[2]!) === match[1])
      .map((match) => `${file}:${bodyLine + body.slice(0, match.index).split('\n').length - 1}: „${match[1]}“ – pišite {clanak:…}`),
  );
}

describe('links to articles', () => {
  it.each(['sr', 'en'])('name no article by a typed title (%s)', (language) => {
    const { sources, titles } = read(language);
    expect(typedTitles(sources, titles)).toEqual([]);
  });

  it('sees a typed title: the test of the test', () => {
    const titles = new Map([['fasete', 'Fasete ili krunice?']]);
    const planted = { file: 'content/blog/sr/x.md', body: 'Uvod.\nVidite [Fasete ili krunice?](/blog/fasete/).', bodyLine: 5 };
    expect(typedTitles([planted], titles)).toEqual(['content/blog/sr/x.md:6: „Fasete ili krunice?“ – pišite {clanak:…}']);
  });
});
