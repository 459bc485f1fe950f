/**
 * Just before Decap writes an entry ("Objavi"), its data is finished and checked (Decap's preSave event):
 * - new list items get their ids (lib/editor/entry-data.ts › assignMissingIds): the clinic never types one;
 * - pasted text gets the house typography („…“, no stray non-breaking spaces: lib/typography.ts);
 * - the file is checked against the same schema the build uses, worded in Serbian with the screen and field as the
 *   editor shows them, and so is an article's other language (the right-hand column), which Decap writes beside it;
 *   a problem refuses the save, listed at the top of the page, and nothing is written;
 * - the keys keep the order the file has (lib/editor/entry-data.ts › orderLike), so a save changes only the lines of
 *   the values that changed. Decap holds the data in an Immutable Map, which forgets the order of more than eight keys.
 */
import { editorWords } from '@/content/editor-words';
import { finishEntry, type FinishRules, type Json, type JsonObject } from '@/lib/editor/entry-data';
import { decap, type Immutable } from './decap';
import { closeNotice, showNotice } from './notice';

export interface SaveChecks {
  /**
   * The file an entry is (its path; a new article has none yet, so its collection's folder names it) and how to
   * finish it (lib/editor/entry-data.ts › FinishRules).
   */
  entryFile(collection: string, path: string): { file: string; rules: FinishRules };
  /** What a file's data needs that the form does not hold (a new article's number). */
  complete(file: string, data: JsonObject): JsonObject;
  /**
   * The problems of a file's data, each "screen › field: problem" in Serbian; none when it may be saved. Checked
   * against the other files as the backend holds them now (an English save against the Serbian entries saved this visit).
   */
  problems(file: string, data: Json): string[] | Promise<string[]>;
  /**
   * The problems of another language's column of the entry (Decap's i18n: an article's translation), given the
   * finished data of the entry's own; none when both may be saved.
   */
  translationProblems(file: string, locale: string, data: JsonObject, original: JsonObject): string[];
  /**
   * The problems the save would cause anywhere on the site (issue 42: every file, both languages, the build's rules),
   * each at the place the clinic changed; asked only when the file itself may be saved.
   */
  siteProblems(file: string, data: JsonObject, columns: Record<string, JsonObject>): Promise<string[]>;
  /** What the clinic should know of a save that goes ahead (an English text it leaves out of date), in Serbian. */
  notes(file: string, data: JsonObject): string[] | Promise<string[]>;
}

/** A refused save, as Decap's toast shows it ("Greška pri čuvanju: …"): the words alone, without "Error:". */
class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
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
    handler: async ({ entry }) => {
      const { file, rules } = checks.entryFile(String(entry.get('collection') ?? ''), String(entry.get('path') ?? ''));
      const data = entry.get('data') as Immutable;
      const finished = finishEntry(checks.complete(file, data.toJS() as JsonObject), loadedFile(entry), rules);
      // The other languages' columns: Decap writes them as they are (this returns the first language's data only).
      const columns = (entry.get('i18n') as Immutable | undefined)?.toJS() as Record<string, { data?: JsonObject }> | undefined;
      const problems = [
        ...(await checks.problems(file, finished)),
        ...Object.entries(columns ?? {}).flatMap(([locale, column]) => checks.translationProblems(file, locale, column.data ?? {}, finished as JsonObject)),
      ];
      if (problems.length === 0) {
        showNotice(editorWords.save.site.checking, [], 'info');
        const languages = Object.fromEntries(Object.entries(columns ?? {}).map(([locale, column]) => [locale, column.data ?? {}]));
        problems.push(...(await checks.siteProblems(file, finished as JsonObject, languages)));
      }
      if (problems.length > 0) {
        showNotice(editorWords.save.refused, problems);
        // Decap shows this in its "not saved" toast; the list is in the notice.
        throw new SaveRefused(editorWords.save.toast);
      }
      const notes = await checks.notes(file, finished as JsonObject);
      if (notes.length > 0) showNotice(editorWords.save.outdated.title, notes, 'info');
      else closeNotice();
      const emptyMap = data.clear().toOrderedMap();
      return toImmutable(finished, emptyMap, emptyMap.toList());
    },
  });
}

/**
 * An entry's deletion ("Izbriši objavljeni unos") checked first (issue 42): Decap has no event before it deletes, so
 * the button's press is held while `problems` runs the whole-site check without the entry's files; a problem refuses
 * it with the list at the top of the page, else the press goes on to Decap's own question and deletion.
 */
export function checkBeforeDeleting(locale: string, problems: (collection: string, slug: string) => Promise<string[]>): void {
  const phrases = decap.CMS.getLocale(locale) as { editor?: { editorToolbar?: Record<string, unknown> } } | undefined;
  // The toolbar's button: "Izbriši unos" (publish_mode: simple), "Izbriši objavljeni unos" (with drafts).
  const labels = ['deleteEntry', 'deletePublishedEntry'].map((key) => phrases?.editor?.editorToolbar?.[key]).filter((label) => typeof label === 'string');
  if (labels.length === 0) return;
  let checked = false;
  window.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || !labels.includes(button.textContent?.trim() ?? '')) return;
      if (checked) {
        checked = false;
        return;
      }
      const route = /#\/collections\/([^/]+)\/entries\/(.+)$/.exec(location.hash);
      if (!route) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      showNotice(editorWords.save.site.checking, [], 'info');
      void problems(route[1]!, decodeURIComponent(route[2]!))
        .catch(() => [])
        .then((found) => {
          if (found.length > 0) {
            showNotice(editorWords.save.site.deleteRefused, found);
            return;
          }
          closeNotice();
          checked = true;
          button.click();
        });
    },
    true,
  );
}
