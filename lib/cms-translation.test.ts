import { serbianChoices, translationCollection, type SerbianList, type TranslationFormWords } from '@/lib/cms-translation';
import type { CmsCollection } from '@/lib/editor-place';

const words: TranslationFormWords = {
  name: 'engleski',
  label: 'Engleski',
  description: 'Reči',
  fileLabel: (collection, file) => `${collection} › ${file}`,
  twin: { label: 'Prevod stavke', hint: 'Koja srpska stavka', hintEveryEntry: 'Svaka' },
  positionalHint: 'Redom',
};

const serbian: CmsCollection[] = [
  {
    name: 'cenovnik',
    label: 'Cenovnik',
    files: [
      {
        name: 'cene',
        label: 'Cene',
        file: 'content/data/p.json',
        preview_path: 'cenovnik/',
        fields: [
          { label: 'Naslov', name: 'title', widget: 'string', hint: 'Kratko', pattern: ['^.{1,20}$', 'Do 20'] } as never,
          { label: 'Godina', name: 'year', widget: 'number' },
          { label: 'Slika', name: 'image', widget: 'image' },
          { label: 'Tretman', name: 'treatment', widget: 'select', options: ['A', 'B'] } as never,
          {
            label: 'Usluge',
            name: 'services',
            widget: 'list',
            summary: '{{fields.name}}: {{fields.price}}',
            fields: [
              { label: 'Oznaka', name: 'id', widget: 'string' },
              { label: 'Naziv', name: 'name', widget: 'string' },
              { label: 'Cena', name: 'price', widget: 'number' },
              { label: 'Link', name: 'href', widget: 'string' },
            ],
          },
          { label: 'Stavke', name: 'includes', widget: 'list', field: { label: 'Stavka', name: 'item', widget: 'string' } },
        ],
      },
      { name: 'slike', label: 'Slike', file: 'content/data/s.json', fields: [{ label: 'Slika', name: 'image', widget: 'image' }] },
    ],
  },
];
const data = {
  title: 'Cene',
  services: [
    { id: 'fasete', name: 'Fasete', price: 300, href: '/x/' },
    { id: 'krunice', name: 'Krunice', price: 200, href: '/y/' },
  ],
};
const file = { serbianFile: 'content/data/p.json', wordsFile: 'content/en/p.json', data, sharedKeys: ['id', 'href'] };

describe('translationCollection', () => {
  const [form] = translationCollection('en', serbian, [file, { ...file, serbianFile: 'content/data/s.json', wordsFile: 'content/en/s.json' }], words).files!;

  it('keeps the words’ fields with their label, hint and pattern, makes a choice of words text, and leaves out figures, pictures and shared keys', () => {
    expect(form).toMatchObject({ name: 'en-p', label: 'Cenovnik › Cene', file: 'content/en/p.json' });
    expect(form!.fields!.map((field) => [field.name, field.widget])).toEqual([
      ['title', 'string'],
      ['treatment', 'string'],
      ['services', 'list'],
      ['includes', 'list'],
    ]);
    expect(form!.fields![0]).toEqual({ label: 'Naslov', name: 'title', widget: 'string', hint: 'Kratko', pattern: ['^.{1,20}$', 'Do 20'] });
  });

  it('takes the language as a parameter: another language’s words files get their forms, named after it', () => {
    const german = translationCollection('de', serbian, [{ ...file, wordsFile: 'content/de/p.json' }], { ...words, name: 'nemacki', label: 'Nemački' });
    expect(german).toMatchObject({ name: 'nemacki', label: 'Nemački' });
    expect(german.files![0]).toMatchObject({ name: 'de-p', label: 'Cenovnik › Cene', file: 'content/de/p.json' });
    expect(german.files![0]!.fields).toEqual(form!.fields);
  });

  it('opens the English twin of the Serbian form’s page', () => {
    const previewPathOf = (path: string) => (path === 'cenovnik/' ? 'en/prices/' : undefined);
    expect(translationCollection('en', serbian, [file], words, previewPathOf).files![0]).toMatchObject({ preview_path: 'en/prices/' });
    expect(form).not.toHaveProperty('preview_path');
  });

  it('lets an item of a list with ids choose its Serbian item, named as the Serbian list names it', () => {
    const services = form!.fields![2]!;
    expect(services.fields!.map((field) => field.name)).toEqual(['id', 'name']);
    expect(services.fields![0]).toMatchObject({
      widget: 'serbian-item',
      label: 'Prevod stavke',
      options: [
        { label: 'Fasete: 300', value: 'fasete' },
        { label: 'Krunice: 200', value: 'krunice' },
      ],
    });
    // The Serbian summary names a figure the English form has not: the English list is named by its first text.
    expect(services.summary).toBe('{{fields.name}}');
  });

  it('makes the choices again from the Serbian file as it is now: a Serbian item added since the build is there to translate (issue 42)', () => {
    const choice = form!.fields![2]!.fields![0]! as unknown as { serbian: SerbianList };
    expect(choice.serbian).toEqual({
      file: 'content/data/p.json',
      list: ['services'],
      summary: '{{fields.name}}: {{fields.price}}',
      fields: ['id', 'name', 'price', 'href'],
    });
    const now = { ...data, services: [{ id: 'mostovi', name: 'Mostovi', price: 500, href: '/z/' }, ...data.services] };
    expect(serbianChoices(now, choice.serbian)).toEqual([
      { label: 'Mostovi: 500', value: 'mostovi' },
      { label: 'Fasete: 300', value: 'fasete' },
      { label: 'Krunice: 200', value: 'krunice' },
    ]);
    // A list inside a list: the items of every parent, as the Serbian form shows them.
    const nested = { categories: [{ services: [{ id: 'a', name: 'A' }] }, { services: [{ id: 'b', name: 'B' }] }] };
    expect(serbianChoices(nested, { list: ['categories', 'services'], fields: ['name'] }).map((option) => option.value)).toEqual(['a', 'b']);
  });

  it('takes no item added, removed or moved in a list paired by position, and makes no form for a file without words', () => {
    expect(form!.fields![3]).toMatchObject({
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      hint: 'Redom',
      field: { name: 'item', widget: 'string' },
    });
    expect(translationCollection('en', serbian, [{ ...file, serbianFile: 'content/data/s.json' }], words).files).toEqual([]);
  });

  it('names a words file whose Serbian file has no form', () => {
    expect(() => translationCollection('en', serbian, [{ ...file, serbianFile: 'content/data/x.json' }], words)).toThrow(
      /content\/en\/p\.json.*content\/data\/x\.json/,
    );
  });
});
