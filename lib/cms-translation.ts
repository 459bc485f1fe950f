/**
 * The editor's forms of a translation's words (issue 27; the language a parameter since issue 43, English today): one
 * form per words file of content/<language>/, made from its Serbian file's form in the editor's configuration, so a field added to a Serbian form is in its English one with no second description to
 * keep. Decap's side-by-side columns (its i18n) pair a list's items by position and copy every field, while a words
 * file holds only the words and pairs a list's items by id (lib/translation.ts); so each words file is a form of its
 * own, with only the fields that are words:
 * - text fields (string, text, markdown) keep their label, hint and pattern; a choice whose value is words (the
 *   gallery's treatment) becomes text;
 * - figures, pictures, dates, switches and every shared key (SHARED_KEYS: ids, links, names) are left out: they are
 *   the Serbian file's;
 * - an item of a list with ids names the Serbian item it translates, chosen among the Serbian items when the editor
 *   was built; an item of a list without ids is paired by position, so such a list takes no item added, removed or
 *   moved in English (each would pair the wrong words). The choice's list is made when the editor is built and made
 *   again from the Serbian file as the backend holds it when the form opens (widget "serbian-item",
 *   admin/serbian-item.ts, issue 42): a Serbian entry saved a moment ago is there to translate at once.
 * Pure: the configuration and the Serbian data come in as arguments.
 */
import { filledSummary, type CmsCollection, type CmsField } from '@/lib/editor-place';
import { hasId, isObject } from '@/lib/translation';

/** A words file and its Serbian data file as the editor sees them. */
export interface TranslationWordsFile {
  /** "content/data/faq.json" */
  serbianFile: string;
  /** "content/en/faq.json" */
  wordsFile: string;
  /** The Serbian file's data: its lists' ids and names are what a translated item chooses from. */
  data: unknown;
  sharedKeys: readonly string[];
  /** Fields the words file has beyond the Serbian form's (the FAQ's category names). */
  extraFields?: readonly CmsField[];
  /** Every Serbian entry needs its English (content/translations.ts EVERY_ENTRY_TRANSLATED): the choice's hint says so. */
  everyEntry?: boolean;
}

/** Where an English list's choice of its Serbian item finds the Serbian items (the "serbian-item" widget's setting). */
export interface SerbianList {
  /** "content/data/faq.json" */
  file: string;
  /** The names from the file's top to the list, through groups and lists: ["categories", "services"]. */
  list: string[];
  /** The Serbian list's summary, which names its items. */
  summary?: string;
  /** The Serbian item's fields, in the form's order: the first text among them names an item without a summary. */
  fields: string[];
}

/** A choice of the Serbian item an English item translates. */
export interface SerbianChoice {
  label: string;
  value: unknown;
}

/** A Serbian form's page on the site ("faq/", Decap's preview_path) to its English twin's ("en/faq/"), if any. */
export type TranslatedPreviewPath = (serbianPath: string) => string | undefined;

/** The wording of the English form: interface words for the clinic (content/editor-words.ts). */
export interface TranslationFormWords {
  name: string;
  label: string;
  description: string;
  /** The collection's label and the file's, as one file's name ("Početna strana › Usluge"). */
  fileLabel: (collection: string, file: string) => string;
  twin: { label: string; hint: string; hintEveryEntry: string };
  /** Under a list whose items pair by position. */
  positionalHint: string;
}

/** A field of the editor's configuration, with the settings this module reads or writes beyond the place's. */
export type FormField = CmsField & {
  pattern?: unknown;
  hint?: string;
  required?: boolean;
  options?: unknown[];
  allow_add?: boolean;
  allow_remove?: boolean;
  allow_reorder?: boolean;
  [setting: string]: unknown;
};

const TEXT_WIDGETS = new Set(['string', 'text', 'markdown']);

/** A list paired with its Serbian one by position: its items stay as many and in the Serbian order. */
const BY_POSITION = { allow_add: false, allow_remove: false, allow_reorder: false } as const;

/** The values a field has across the data it is found in (a nested list's items across every parent item). */
const valuesOf = (parents: readonly unknown[], name: string): unknown[] => parents.filter(isObject).map((parent) => parent[name]);

/** The Serbian item's name for the choice: its list's summary filled in, else its first text, else its id. */
function itemTitle(item: Record<string, unknown>, summary: string | undefined, fields: readonly string[]): string {
  const filled = summary === undefined ? undefined : filledSummary(summary, item);
  const text = fields.map((field) => item[field]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const title = (filled ?? text ?? String(item.id)).replace(/\s+/g, ' ');
  return title.length > 90 ? `${title.slice(0, 89)}…` : title;
}

/** The summary of an English list: the Serbian one where every field it names is words, else the first text field. */
function translatedSummary(summary: string | undefined, fields: readonly CmsField[]): string | undefined {
  const named = [...(summary ?? '').matchAll(/\{\{\s*fields\.(\w+)/g)].map(([, name]) => name);
  if (summary && named.every((name) => fields.some((field) => field.name === name))) return summary;
  const first = fields.find((field) => field.widget !== undefined && TEXT_WIDGETS.has(field.widget) && field.name !== 'id');
  return first ? `{{fields.${first.name}}}` : undefined;
}

/** The items of a Serbian list across every parent item: the list's names from the file's top (SerbianList `list`). */
export function serbianItems(data: unknown, list: readonly string[]): Record<string, unknown>[] {
  let values: unknown[] = [data];
  for (const name of list) values = valuesOf(values, name).flatMap((value) => (Array.isArray(value) ? value : [value]));
  return values.filter(isObject);
}

/** The choices of an English item's Serbian item: every item of the Serbian list with an id, named as the list names it. */
export function serbianChoices(data: unknown, { list, summary, fields }: Omit<SerbianList, 'file'>): SerbianChoice[] {
  return serbianItems(data, list)
    .filter(hasId)
    .map((item) => ({ label: itemTitle(item, summary, fields), value: item.id }));
}

function wordsFields(
  fields: readonly FormField[],
  values: readonly unknown[],
  file: TranslationWordsFile,
  words: TranslationFormWords,
  at: readonly string[] = [],
): FormField[] {
  return fields.flatMap((field) => {
    const english = wordsField(field, valuesOf(values, field.name), file, words, [...at, field.name]);
    return english ? [english] : [];
  });
}

function wordsField(
  field: FormField,
  values: readonly unknown[],
  file: TranslationWordsFile,
  words: TranslationFormWords,
  at: readonly string[] = [],
): FormField | undefined {
  // An id is a shared key of every file: a list's item names its Serbian twin instead (below).
  if (field.name === 'id' || file.sharedKeys.includes(field.name)) return undefined;
  const { label, name, hint, pattern, required } = field;
  const kept = { label, name, ...(hint === undefined ? {} : { hint }), ...(required === false ? { required } : {}) };
  if (field.widget !== undefined && TEXT_WIDGETS.has(field.widget)) {
    return { ...kept, widget: field.widget, ...(pattern === undefined ? {} : { pattern }), ...(field.modes ? { modes: field.modes } : {}) };
  }
  if (field.widget === 'select') return { label, name, widget: 'string', ...(required === false ? { required } : {}) };
  if (field.widget === 'object') {
    const inner = wordsFields((field.fields ?? []) as FormField[], values, file, words, at);
    return inner.length > 0 ? { ...kept, widget: 'object', ...(field.collapsed ? { collapsed: field.collapsed } : {}), fields: inner } : undefined;
  }
  if (field.widget !== 'list') return undefined;
  const items = values.flatMap((value) => (Array.isArray(value) ? value : []));
  const list = {
    label,
    name,
    widget: 'list',
    ...(field.label_singular ? { label_singular: field.label_singular } : {}),
    ...(field.counts ? { counts: field.counts } : {}),
  };
  if (field.field) {
    const inner = wordsField(field.field as FormField, [], file, words);
    return inner ? { ...list, field: inner, ...BY_POSITION, hint: words.positionalHint } : undefined;
  }
  const inner = wordsFields((field.fields ?? []) as FormField[], items, file, words, at);
  if (inner.length === 0) return undefined;
  const summary = translatedSummary(field.summary, inner);
  const withSummary = { ...list, ...(summary ? { summary } : {}) };
  if (items.length === 0 || !items.every(hasId)) return { ...withSummary, fields: inner, ...BY_POSITION, hint: words.positionalHint };
  const serbian: SerbianList = {
    file: file.serbianFile,
    list: [...at],
    ...(field.summary === undefined ? {} : { summary: field.summary }),
    fields: (field.fields ?? []).map((inner) => inner.name),
  };
  // Decap's select, with its choices made again from the Serbian file as it is when the form opens (admin/serbian-item.ts).
  const twin: FormField = {
    label: words.twin.label,
    name: 'id',
    widget: 'serbian-item',
    hint: file.everyEntry ? words.twin.hintEveryEntry : words.twin.hint,
    options: serbianChoices(file.data, serbian),
    serbian,
  };
  return { ...withSummary, ...(field.add_to_top ? { add_to_top: field.add_to_top } : {}), fields: [twin, ...inner] };
}

/** The Serbian form of a data file in the configuration, with its collection's label. */
function serbianForm(collections: readonly CmsCollection[], file: string) {
  for (const collection of collections) {
    const entry = collection.files?.find((candidate) => candidate.file === file);
    if (entry) return { collection: collection.label ?? collection.name, entry };
  }
  return undefined;
}

/**
 * A language's words collection: a form per words file, in the order of `files`, each named after the language
 * ("en-faq" for content/en/faq.json). A words file whose Serbian file the configuration does not describe is an
 * error naming it (the editor would have no form to derive).
 */
export function translationCollection(
  language: string,
  collections: readonly CmsCollection[],
  files: readonly TranslationWordsFile[],
  words: TranslationFormWords,
  previewPathOf: TranslatedPreviewPath = () => undefined,
): CmsCollection {
  return {
    name: words.name,
    label: words.label,
    description: words.description,
    // The preview pane shows each text beside its Serbian original (admin/side-by-side.ts).
    editor: { preview: true },
    // A file whose Serbian form has no words (the patients' photos: names and pictures) has no English form.
    files: files.flatMap((file) => {
      const form = serbianForm(collections, file.serbianFile);
      if (!form) throw new Error(`${file.wordsFile}: the editor's configuration has no form for ${file.serbianFile} to make its English form from`);
      const fileLabel = form.entry.label ?? form.entry.name;
      const fields = [...wordsFields((form.entry.fields ?? []) as FormField[], [file.data], file, words), ...(file.extraFields ?? [])];
      if (fields.length === 0) return [];
      // "Pogledaj uživo" opens the English page the file's words are on, as the Serbian form opens the Serbian one.
      const previewPath = form.entry.preview_path === undefined ? undefined : previewPathOf(form.entry.preview_path);
      return [
        {
          name: file.wordsFile
            .replace(new RegExp(`^content/${language}/`), `${language}-`)
            .replace(/\.json$/, '')
            .replace(/\//g, '-'),
          label: form.collection === fileLabel ? fileLabel : words.fileLabel(form.collection, fileLabel),
          file: file.wordsFile,
          ...(previewPath ? { preview_path: previewPath } : {}),
          fields,
        },
      ];
    }),
  } as CmsCollection;
}
