/**
 * One value, one line (issue 24): a save through /admin/ changes only the lines of the values that changed, in every
 * data file the editor edits. Decap holds an entry in an Immutable.js Map (the same package, from its dependencies),
 * which forgets the order of more than eight keys; the editor's save step (admin/save.ts) puts the keys back in the
 * file's order (lib/editor/entry-data.ts › orderLike) and Decap writes JSON with two spaces and a final newline. Here
 * every value of every file, one at a time, goes that way (the editor's whole save step: ids, typography, order) and
 * must change exactly its own line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fromJS } from 'immutable';
import { parse } from 'yaml';
import { finishEntry, idLists, orderLike, type Json, type JsonObject } from '@/lib/editor/entry-data';
import type { CmsField } from '@/lib/editor-place';
import { normaliseSerbianMarkdown, normaliseSerbianTypography } from '@/lib/typography';

interface CmsFile {
  file: string;
  fields: CmsField[];
}
const config = parse(readFileSync(path.join(process.cwd(), 'content/cms-config.yml'), 'utf8')) as { collections: { files?: CmsFile[] }[] };
const files = config.collections.flatMap((collection) => collection.files ?? []);
const dataFiles = files.map((entry) => entry.file);
/** The editor's save step for a file, as admin/save.ts runs it (admin/editor.ts gives the same rules). */
const rulesFor = (file: string) => ({
  idLists: idLists(files.find((entry) => entry.file === file)!.fields),
  text: normaliseSerbianTypography,
  markdown: normaliseSerbianMarkdown,
});

/** Every path to a text, number or checkbox in a value. */
function leaves(value: Json, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, [...at, index]));
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([key, field]) => leaves(field, [...at, key]));
  return [at];
}

const changed = (value: Json) => (typeof value === 'number' ? value + 1 : typeof value === 'boolean' ? !value : `${String(value)} (izmena)`);

/** The file as Decap writes it after the editor's save step (lib/editor/entry-data.ts › finishEntry), one value changed. */
function savedWith(file: string, original: Json, leaf: (string | number)[]): string {
  const held = fromJS(original) as unknown as { getIn(path: unknown[]): Json; setIn(path: unknown[], value: unknown): { toJS(): JsonObject } };
  const edited = held.setIn(leaf, changed(held.getIn(leaf))).toJS();
  return `${JSON.stringify(finishEntry(edited, original, rulesFor(file)), null, 2)}\n`;
}

const differingLines = (before: string, after: string) => {
  const old = before.split('\n');
  const now = after.split('\n');
  return now.length !== old.length ? Infinity : now.filter((line, index) => line !== old[index]).length;
};

describe('a save through the editor changes one line per changed value', () => {
  it('covers every data file the editor edits', () => {
    expect(dataFiles.length).toBeGreaterThan(10);
  });

  it.each(dataFiles)('%s', (file) => {
    const text = readFileSync(path.join(process.cwd(), file), 'utf8');
    const original = JSON.parse(text) as Json;
    const paths = leaves(original);
    expect(paths.length).toBeGreaterThan(0);
    const wrong = paths.filter((leaf) => differingLines(text, savedWith(file, original, leaf)) !== 1).map((leaf) => leaf.join('.'));
    expect(wrong).toEqual([]);
  });

  it('needs the reordering: without it, a file of more than eight keys comes back in another order', () => {
    const file = 'content/data/site.json';
    const original = JSON.parse(readFileSync(path.join(process.cwd(), file), 'utf8')) as Record<string, Json>;
    expect(Object.keys(original).length).toBeGreaterThan(8);
    const asDecapHeldIt = (fromJS(original) as unknown as { toJS(): Record<string, Json> }).toJS();
    expect(Object.keys(asDecapHeldIt)).not.toEqual(Object.keys(original));
    expect(Object.keys(orderLike(asDecapHeldIt, original) as object)).toEqual(Object.keys(original));
  });
});
