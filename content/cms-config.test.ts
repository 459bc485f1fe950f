/**
 * The CMS's description of the content (content/cms-config.yml) against the content itself: every data file and
 * article has a collection, every field in the files is described with a widget of its type, every field the CMS
 * requires is there, and every select offers exactly the choices the schema accepts. So the clinic's editor can
 * neither drop a field nor write one the build refuses through a choice.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { parse } from 'yaml';
import { articleCategories } from '@/lib/schemas/article';
import { faqCategories } from '@/lib/schemas/faq';
import { galleryTreatments } from '@/lib/schemas/gallery';
import { highlightSchema } from '@/lib/schemas/home';
import { PHOTO_MAX_MEGABYTES, PHOTO_MAX_SIDE } from '@/lib/editor/photo';
import { currencies } from '@/lib/schemas/price';
import { priceCategorySchema } from '@/lib/schemas/price-list';
import { weekDays } from '@/lib/schemas/site';
import { BLOG_FOLDER, articleFileIn } from '@/lib/blog-files';
import { localizedRoutes } from '@/content/route-registry';
import { DEFAULT_LOCALE, localeCodes } from '@/lib/locales';
import { withTranslationForms } from '@/content/editor-english';
import type { CmsConfig as EditorConfig } from '@/lib/editor-place';
import { SHARED_KEYS, type WordsFile } from '@/content/translations';
import { translationProblems } from '@/lib/editor/translation-check';

interface CmsField {
  name: string;
  widget: string;
  hint?: string;
  counts?: string[];
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  options?: (string | number | { value: string | number })[];
  multiple?: boolean;
  value_type?: string;
  /** In a collection edited in several languages: true for words per language, "none" for the first language's only. */
  i18n?: true | 'none';
}
interface CmsCollection {
  name: string;
  folder?: string;
  extension?: string;
  files?: { name: string; file: string; fields: CmsField[] }[];
  fields?: CmsField[];
  i18n?: boolean;
}

const ROOT = process.cwd();
const config = parse(readFileSync(path.join(ROOT, 'content/cms-config.yml'), 'utf8')) as {
  collections: CmsCollection[];
  i18n?: { structure: string; locales: string[]; default_locale: string };
  media_folder: string;
  public_folder: string;
};
const TEXT_WIDGETS = new Set(['string', 'text', 'markdown', 'image', 'datetime', 'google-title', 'english-slug']);

const optionValues = (field: CmsField) => (field.options ?? []).map((option) => (typeof option === 'object' ? option.value : option));

/** Every disagreement between a value and its field, as "path: problem". */
function mismatches(field: CmsField, value: unknown, at: string): string[] {
  if (value === undefined) return field.required === false || field.widget === 'hidden' ? [] : [`${at}: the CMS requires it, the file lacks it`];
  switch (field.widget) {
    case 'object':
      return objectMismatches(field.fields ?? [], value, at);
    case 'list':
      if (!Array.isArray(value)) return [`${at}: a list in the CMS, not in the file`];
      return value.flatMap((item, index) =>
        field.fields ? objectMismatches(field.fields, item, `${at}[${index}]`) : field.field ? mismatches(field.field, item, `${at}[${index}]`) : [],
      );
    // The editor's own price field (admin/price-widget.ts) stores a whole number, as the number widget does.
    case 'price':
    case 'number':
      if (typeof value !== 'number') return [`${at}: a number in the CMS, ${JSON.stringify(value)} in the file`];
      return field.value_type === 'int' && !Number.isInteger(value) ? [`${at}: a whole number in the CMS, ${value} in the file`] : [];
    // "On the home page" (admin/home-question.ts) is a checkbox with the count beside it.
    case 'home-question':
    case 'boolean':
      return typeof value === 'boolean' ? [] : [`${at}: a checkbox in the CMS, ${JSON.stringify(value)} in the file`];
    // An id the editor assigns itself (admin/save.ts): a number, or a text made from the entry's name.
    case 'hidden':
      return typeof value === 'number' || typeof value === 'string' ? [] : [`${at}: an id in the CMS, ${JSON.stringify(value)} in the file`];
    // An English item's choice of its Serbian item (admin/serbian-item.ts): Decap's select, its choices made again as the form opens.
    case 'serbian-item':
    case 'select': {
      const values = field.multiple ? value : [value];
      if (!Array.isArray(values)) return [`${at}: several choices in the CMS, one in the file`];
      return values.filter((entry) => !optionValues(field).includes(entry)).map((entry) => `${at}: ${JSON.stringify(entry)} is not among the CMS's choices`);
    }
    default:
      if (!TEXT_WIDGETS.has(field.widget)) return [`${at}: unknown widget "${field.widget}"`];
      // A YAML date in an article's frontmatter arrives as a Date.
      return typeof value === 'string' || (field.widget === 'datetime' && value instanceof Date)
        ? []
        : [`${at}: text in the CMS, ${JSON.stringify(value)} in the file`];
  }
}

function objectMismatches(fields: CmsField[], value: unknown, at: string): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${at}: a group of fields in the CMS, not in the file`];
  const described = new Set(fields.map((field) => field.name));
  const undescribed = Object.keys(value)
    .filter((key) => !described.has(key))
    .map((key) => `${at ? `${at}.` : ''}${key}: in the file, not described in config.yml`);
  return [
    ...undescribed,
    ...fields.flatMap((field) => mismatches(field, (value as Record<string, unknown>)[field.name], `${at ? `${at}.` : ''}${field.name}`)),
  ];
}

function dataFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? dataFiles(`${dir}/${entry.name}`) : entry.name.endsWith('.json') ? [`${dir}/${entry.name}`] : [],
  );
}

const fileEntries = config.collections.flatMap((collection) => (collection.files ?? []).map((entry) => ({ ...entry, collection: collection.name })));
const blog = config.collections.find((collection) => collection.folder === BLOG_FOLDER)!;

/** The field at a path of names ("categories.services.price.currency") in a list of fields. */
function fieldAt(fields: CmsField[], names: string): CmsField {
  const [first, ...rest] = names.split('.');
  const field = fields.find((candidate) => candidate.name === first);
  if (!field) throw new Error(`no field "${first}"`);
  return rest.length ? fieldAt(field.fields ?? [], rest.join('.')) : field;
}
const fieldsOf = (file: string) => fileEntries.find((entry) => entry.file === file)!.fields;

describe('content/cms-config.yml', () => {
  it('describes every file of content/data once, and only files that exist', () => {
    expect(fileEntries.map((entry) => entry.file).sort()).toEqual(dataFiles('content/data').sort());
  });

  it.each(fileEntries.map((entry) => [entry.file, entry] as const))('%s: every field described with a widget of its type', (file, entry) => {
    const data: unknown = JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
    expect(objectMismatches(entry.fields, data, '')).toEqual([]);
  });

  it('adds a new team member at the end, so the founder keeps her first place unless the clinic moves her (issue 42)', () => {
    const team = fileEntries.find((entry) => entry.file === 'content/data/home/team.json')!;
    const [list] = team.fields as (CmsField & { add_to_top?: boolean })[];
    expect(list).toMatchObject({ name: 'items', widget: 'list' });
    expect(list!.add_to_top).not.toBe(true);
  });

  it('describes every article in each language: the words per language, the rest in the Serbian file only', () => {
    expect(blog).toMatchObject({ folder: BLOG_FOLDER, extension: 'md', format: 'frontmatter', i18n: true });
    // Side by side, a folder per language (lib/blog-files.ts), the site's languages in the site's order.
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: localeCodes, default_locale: DEFAULT_LOCALE });
    expect(blog.fields!.filter((field) => field.i18n !== true && field.i18n !== 'none').map((field) => field.name)).toEqual([]);
    for (const locale of localeCodes) {
      // The first language's column holds every field (the English address shows there as a note, without a value).
      const fields = locale === DEFAULT_LOCALE ? blog.fields! : blog.fields!.filter((field) => field.i18n === true);
      const folder = path.join(ROOT, articleFileIn(locale, ''));
      const names = readdirSync(folder).filter((name) => name.endsWith('.md'));
      expect(names.length).toBeGreaterThan(0);
      const problems = names.flatMap((name) => {
        const { data, content } = matter(readFileSync(path.join(folder, name), 'utf8'), {});
        return objectMismatches(fields, { ...data, body: content }, articleFileIn(locale, name));
      });
      expect(problems).toEqual([]);
    }
  });

  it('has a form for every English words file, made from its Serbian form, that describes the file as it is (issue 27)', () => {
    const english = withTranslationForms(config as unknown as EditorConfig).collections.at(-1)! as unknown as CmsCollection;
    const read = (file: string): unknown => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
    for (const entry of english.files!) {
      expect({ file: entry.file, problems: objectMismatches(entry.fields, read(entry.file), '') }).toEqual({ file: entry.file, problems: [] });
    }
    // A words file without a form is one whose Serbian file needs no words at all.
    const formless = dataFiles('content/en').filter((file) => !english.files!.some((entry) => entry.file === file));
    for (const file of formless) {
      const name = file.replace('content/en/', '') as WordsFile;
      expect({ file, missing: translationProblems(read(`content/data/${name}`), {}, { file, sharedKeys: SHARED_KEYS[name] }) }).toEqual({ file, missing: [] });
    }
    expect(english.files!.length).toBeGreaterThan(formless.length);
    // "Pogledaj uživo" of an English form opens an English page, where its Serbian form opens the Serbian twin.
    const previews = (english.files as { file: string; preview_path?: string }[]).flatMap((entry) => (entry.preview_path ? [`/${entry.preview_path}`] : []));
    const serbianPreviews = fileEntries.filter((entry) => (entry as { preview_path?: string }).preview_path).length;
    expect(previews).toHaveLength(serbianPreviews);
    for (const preview of previews) expect(Object.values(localizedRoutes.en)).toContain(preview);
  });

  it('offers exactly the choices the schemas accept', () => {
    const priceList = fieldsOf('content/data/price-list.json');
    expect(optionValues(fieldAt(priceList, 'categories.icon'))).toEqual(priceCategorySchema.shape.icon.options);
    expect(optionValues(fieldAt(priceList, 'categories.color'))).toEqual(priceCategorySchema.shape.color.options);
    expect(optionValues(fieldAt(priceList, 'categories.services.price.currency'))).toEqual(currencies);
    expect(optionValues(fieldAt(fieldsOf('content/data/home/highlights.json'), 'items.icon'))).toEqual(highlightSchema.shape.icon.options);
    expect(optionValues(fieldAt(fieldsOf('content/data/faq.json'), 'questions.category'))).toEqual(faqCategories);
    expect(optionValues(fieldAt(fieldsOf('content/data/gallery.json'), 'items.treatment'))).toEqual(galleryTreatments);
    expect(optionValues(fieldAt(fieldsOf('content/data/site.json'), 'hours.days'))).toEqual(weekDays);
    expect(optionValues(fieldAt(blog.fields!, 'category'))).toEqual(articleCategories);
  });

  it('tells the photo limits the editor applies (lib/editor/photo.ts) in every image field’s hint', () => {
    const imageFields: CmsField[] = [];
    const collect = (fields: CmsField[] = []) =>
      fields.forEach((field) => {
        if (field.widget === 'image') imageFields.push(field);
        collect(field.fields);
      });
    for (const collection of config.collections) {
      collect(collection.fields);
      for (const file of collection.files ?? []) collect(file.fields);
    }
    expect(imageFields.length).toBeGreaterThan(5);
    for (const field of imageFields) {
      expect(field.hint).toContain(`najviše ${PHOTO_MAX_SIDE} px`);
      expect(field.hint).toContain(`do ${PHOTO_MAX_MEGABYTES} MB`);
      expect(field.hint).toContain('HEIC');
    }
  });

  it('gives every list its Serbian count words (admin/lists.ts: „1 kategorija“, „2 kategorije“, „5 kategorija“)', () => {
    const lists: string[] = [];
    const missing: string[] = [];
    const visit = (fields: CmsField[] = [], at: string) =>
      fields.forEach((field) => {
        const path = `${at}.${field.name}`;
        if (field.widget === 'list') {
          lists.push(path);
          if (!Array.isArray(field.counts) || field.counts.length !== 3) missing.push(path);
        }
        visit(field.fields, path);
        if (field.field) visit([field.field], path);
      });
    for (const collection of config.collections) {
      visit(collection.fields, collection.name);
      for (const file of collection.files ?? []) visit(file.fields, `${collection.name}/${file.name}`);
    }
    expect(lists.length).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });

  it('stores uploads where the build optimises them', () => {
    expect([config.media_folder, config.public_folder]).toEqual(['public/images/uploads', '/images/uploads']);
  });
});
