/**
 * Every clinical figure a page gives names its source (issue 40 item 1): a lifespan or a clinical fact named in an
 * article (both languages) or a data file the clinic edits must have sources in the model, which its reference
 * prints beside it as links to the sources page. The failure lists each as file:line.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { model } from '@/content/model';
import { describeUnsourced, findUnsourcedFigures } from '@/lib/clinical-figures';
import type { ProseText } from '@/lib/hand-typed-figures';

const ROOT = process.cwd();

const filesIn = (dir: string, ending: string): string[] =>
  readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(`${dir}/${entry.name}`, ending) : entry.name.endsWith(ending) ? [`${dir}/${entry.name}`] : [],
  );

/** A Markdown file whole; a JSON file string by string, each at the first line holding it as the CMS writes it. */
function texts(file: string): ProseText[] {
  const source = readFileSync(path.join(ROOT, file), 'utf8');
  if (file.endsWith('.md')) return [{ file, field: '', text: source, firstLine: 1 }];
  const lines = source.split('\n');
  const found: ProseText[] = [];
  const walk = (node: unknown, field: string): void => {
    if (typeof node === 'string') found.push({ file, field, text: node, firstLine: lines.findIndex((line) => line.includes(JSON.stringify(node))) + 1 });
    else if (Array.isArray(node)) node.forEach((item, at) => walk(item, `${field}[${at}]`));
    else if (node && typeof node === 'object') for (const [key, item] of Object.entries(node)) walk(item, field ? `${field}.${key}` : key);
  };
  walk(JSON.parse(source), '');
  return found;
}

const PROSE_FILES = [...filesIn('content/blog', '.md'), ...filesIn('content/data', '.json'), ...filesIn('content/en', '.json')];

describe('clinical figures', () => {
  it('each name their sources wherever a page gives them', () => {
    expect(PROSE_FILES.length).toBeGreaterThan(20);
    const unsourced = PROSE_FILES.flatMap(texts).flatMap((text) => findUnsourcedFigures(text, model));
    expect(describeUnsourced(unsourced)).toBe('');
  });
});
