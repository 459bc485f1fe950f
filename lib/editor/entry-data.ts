/**
 * What the editor does to an entry's data just before it is written (admin/save.ts, Decap's preSave): new list items
 * get their ids, pasted text gets the house typography, and the keys keep the order the file already has, so a save
 * changes only the lines of the values that changed. Pure: plain JSON values in, plain JSON values out.
 */
import { slugify } from '@/lib/slug';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

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

/** The fields that name a list item, in order of preference: a new item's text id is made from the first one filled. */
const NAMING_FIELDS = ['name', 'title', 'question', 'label', 'term', 'work', 'what', 'material'] as const;

const isBlank = (value: Json | undefined) => value === undefined || value === null || value === '';

/**
 * Every list item without an id, in a list whose other items have ids, gets one: the largest number + 1 where the ids
 * are numbers (FAQ, team, gallery …), or its name as an address word ("Keramička faseta" → keramicka-faseta, with
 * -2, -3 … when taken) where they are text. Existing ids never change: texts and links name them.
 */
export function assignMissingIds(value: Json): Json {
  if (Array.isArray(value)) {
    const items = value.map(assignMissingIds);
    const ids = items.flatMap((item) => (isObject(item) && !isBlank(item.id) ? [item.id] : []));
    if (ids.length === 0 || !items.every(isObject)) return items;
    const numeric = ids.every((id) => typeof id === 'number');
    let next = numeric ? Math.max(...(ids as number[])) + 1 : 0;
    const taken = new Set(ids);
    return items.map((item) => {
      if (!isObject(item) || !isBlank(item.id)) return item;
      let id: Json;
      if (numeric) {
        id = next++;
      } else {
        const base = slugify(String(NAMING_FIELDS.map((field) => item[field]).find((text) => typeof text === 'string' && text.trim() !== '') ?? 'stavka'));
        id = base;
        for (let suffix = 2; taken.has(id); suffix++) id = `${base}-${suffix}`;
      }
      taken.add(id);
      return { ...item, id };
    });
  }
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, assignMissingIds(field)]));
}

/** Every text of a value through `change` (keys and other values as they are). */
export function mapTexts(value: Json, change: (text: string) => string): Json {
  if (typeof value === 'string') return change(value);
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, change));
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapTexts(field, change)]));
}

/** The Serbian word for a count: 1 kategorija, 2 kategorije, 5 kategorija, 21 kategorija, 12 kategorija. */
export function countWord(count: number, [one, few, many]: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 1 && lastTwo !== 11) return one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return few;
  return many;
}
