/**
 * Just before Decap writes an entry ("Objavi"), its data is finished and checked (Decap's preSave event):
 * - new list items get their ids (lib/editor/entry-data.ts › assignMissingIds): the clinic never types one;
 * - pasted text gets the house typography („…“, no stray non-breaking spaces: lib/typography.ts);
 * - the file is checked against the same schema the build uses, worded in Serbian with the screen and field as the
 *   editor shows them; a problem refuses the save, listed at the top of the page, and nothing is written;
 * - the keys keep the order the file has (lib/editor/entry-data.ts › orderLike), so a save changes only the lines of
 *   the values that changed. Decap holds the data in an Immutable Map, which forgets the order of more than eight keys.
 */
import { editorWords } from '@/content/editor-words';
import { assignMissingIds, mapTexts, orderLike, type Json } from '@/lib/editor/entry-data';
import { decap, type Immutable } from './decap';
import { closeNotice, showNotice } from './notice';

export interface SaveChecks {
  /** What a file's data needs that the form does not hold (a new article's number). */
  complete(file: string, data: { [key: string]: Json }): { [key: string]: Json };
  /** The problems of a file's data, each "screen › field: problem" in Serbian; none when it may be saved. */
  problems(file: string, data: unknown): string[];
  /** The house typography for one text, and for an article's Markdown body (its code and links as written). */
  typography(text: string): string;
  markdown(text: string): string;
}

/** Every text in the house typography: an article's body as Markdown, the rest as plain text. */
function withTypography(data: Json, checks: SaveChecks): Json {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return mapTexts(data, checks.typography);
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      key === 'body' && typeof value === 'string' ? checks.markdown(value) : mapTexts(value, checks.typography),
    ]),
  );
}

/** The same data as Immutable values that keep their key order (OrderedMap), made from Decap's own (no second copy). */
function toImmutable(value: Json, emptyMap: Immutable, emptyList: Immutable): unknown {
  if (Array.isArray(value)) return value.reduce<Immutable>((list, item) => list.push(toImmutable(item, emptyMap, emptyList)), emptyList);
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  return Object.entries(value).reduce<Immutable>((map, [key, field]) => map.set(key, toImmutable(field, emptyMap, emptyList)), emptyMap);
}

/** The file as it was loaded, for its key order; undefined for Markdown (Decap writes its frontmatter in field order). */
function loadedFile(entry: Immutable): Json | undefined {
  const path = String(entry.get('path') ?? '');
  const raw = entry.get('raw');
  if (!path.endsWith('.json') || typeof raw !== 'string' || raw === '') return undefined;
  try {
    return JSON.parse(raw) as Json;
  } catch {
    return undefined;
  }
}

export function checkBeforeSaving(checks: SaveChecks): void {
  decap.CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const file = String(entry.get('path') ?? '');
      const data = entry.get('data') as Immutable;
      const finished = withTypography(checks.complete(file, assignMissingIds(data.toJS() as Json) as { [key: string]: Json }), checks);
      const problems = checks.problems(file, finished);
      if (problems.length > 0) {
        showNotice(editorWords.save.refused, problems);
        // Decap shows this in its "not saved" toast; the list is in the notice.
        throw new Error(editorWords.save.toast);
      }
      closeNotice();
      const ordered = orderLike(finished, loadedFile(entry));
      const emptyMap = data.clear().toOrderedMap();
      return toImmutable(ordered, emptyMap, emptyMap.toList());
    },
  });
}
