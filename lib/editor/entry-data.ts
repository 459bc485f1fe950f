/**
 * What the editor does to an entry's data just before it is written (admin/save.ts, Decap's preSave): new list items
 * get their ids, pasted text gets the house typography, and the keys keep the order the file already has, so a save
 * changes only the lines of the values that changed. Pure: plain JSON values in, plain JSON values out.
 */
import { ENTRY_NAME_KEYS } from '@/lib/content-issues';
import type { CmsField } from '@/lib/editor-place';
import { slugify } from '@/lib/slug';
import { mapStrings } from '@/lib/typography';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** An object of fields (not a list, and not a value such as a Date). */
const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/**
 * `value` with its object keys in the order `template` has them (recursively), keys the template lacks after them in
 * their own order. A list item follows the template's item with the same id, or else the one at its place, or else the
 * first (a new item takes the shape of the existing ones). Decap keeps an entry in an Immutable Map, which forgets the order of more than
 * eight keys; the file as it was loaded is the template.
 */
export function orderLike(value: Json, template: Json | undefined): Json {
  if (Array.isArray(value)) {
    const items = Array.isArray(template) ? template : [];
    return value.map((item, index) => {
      const twin = isObject(item) && 'id' in item ? items.find((candidate) => isObject(candidate) && candidate.id === item.id) : undefined;
      return orderLike(item, twin ?? items[index] ?? items[0]);
    });
  }
  if (!isObject(value)) return value;
  const shape = isObject(template) ? template : {};
  const keys = [...Object.keys(shape).filter((key) => key in value), ...Object.keys(value).filter((key) => !(key in shape))];
  return Object.fromEntries(keys.map((key) => [key, orderLike(value[key] as Json, shape[key])]));
}

const isBlank = (value: Json | undefined) => value === undefined || value === null || value === '';

/** An id the editor gives: a number (FAQ, team, gallery …) or an address word made from the name (the price list). */
export type IdKind = 'number' | 'text';

/**
 * The lists whose items carry an id, by their path of field names ("questions", "categories.services"), and the kind
 * of id: a hidden `id` field is a number the editor assigns, a text `id` field an address word.
 */
export function idLists(fields: readonly CmsField[], at = ''): Map<string, IdKind> {
  const lists = new Map<string, IdKind>();
  for (const field of fields) {
    const path = at ? `${at}.${field.name}` : field.name;
    const id = field.widget === 'list' ? field.fields?.find((child) => child.name === 'id') : undefined;
    if (id) lists.set(path, id.widget === 'hidden' || id.widget === 'number' ? 'number' : 'text');
    for (const [inner, kind] of idLists(field.fields ?? [], path)) lists.set(inner, kind);
  }
  return lists;
}

/** Every text id already in a value: an address word is unique in its whole file (the price list's anchors). */
function textIds(value: Json, ids = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => textIds(item, ids));
  else if (isObject(value))
    for (const [key, field] of Object.entries(value)) {
      if (key === 'id' && typeof field === 'string' && field !== '') ids.add(field);
      else textIds(field, ids);
    }
  return ids;
}

/**
 * Every item without an id, in a list that carries ids (`lists`, from idLists), gets one: the list's largest number + 1,
 * or its name as an address word ("Keramička faseta" → keramicka-faseta, with -2, -3 … when the word is taken
 * anywhere in the file). Existing ids never change: texts and links name them.
 */
export function assignMissingIds(value: Json, lists: ReadonlyMap<string, IdKind>): Json {
  const taken = textIds(value);
  const walk = (node: Json, path: string): Json => {
    if (Array.isArray(node)) {
      const items = node.map((item) => walk(item, path));
      const kind = lists.get(path);
      if (!kind) return items;
      const numbers = items.flatMap((item) => (isObject(item) && typeof item.id === 'number' ? [item.id] : []));
      let next = Math.max(0, ...numbers) + 1;
      return items.map((item) => {
        if (!isObject(item) || !isBlank(item.id)) return item;
        if (kind === 'number') return { ...item, id: next++ };
        const name = ENTRY_NAME_KEYS.map((field) => item[field]).find((text): text is string => typeof text === 'string' && text.trim() !== '');
        const base = slugify(name ?? 'stavka') || 'stavka';
        let id = base;
        for (let suffix = 2; taken.has(id); suffix++) id = `${base}-${suffix}`;
        taken.add(id);
        return { ...item, id };
      });
    }
    if (!isObject(node)) return node;
    return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, walk(field, path ? `${path}.${key}` : key)]));
  };
  return walk(value, '');
}

/** How the editor finishes an entry before it is written (admin/save.ts). */
export interface FinishRules {
  /** The lists whose items carry ids (idLists). */
  idLists: ReadonlyMap<string, IdKind>;
  /** The house typography of a text, and of an article's Markdown body. */
  text(text: string): string;
  markdown(text: string): string;
}

/**
 * An entry as it is written: its new items' ids assigned, its texts in the house typography (an article's `body` as
 * Markdown), and its keys in the order the file had them (`template`: the file as it was loaded; none for a new entry).
 */
export function finishEntry(data: JsonObject, template: Json | undefined, rules: FinishRules): Json {
  const withIds = assignMissingIds(data, rules.idLists);
  const typeset = Object.fromEntries(
    Object.entries(isObject(withIds) ? withIds : {}).map(([key, value]) => [
      key,
      key === 'body' && typeof value === 'string' ? rules.markdown(value) : mapStrings(value, rules.text),
    ]),
  );
  return orderLike(typeset, template);
}
