import { countWord } from '@/lib/format';
import { mapStrings } from '@/lib/typography';
import { assignMissingIds, finishEntry, idLists, orderLike, type Json, type JsonObject } from './entry-data';

describe('orderLike', () => {
  it('puts keys back in the order the file had them, nested objects and list items too', () => {
    const file = { brand: 'A', phone: { display: '1', e164: '+1' }, items: [{ id: 1, name: 'x', role: 'y' }] };
    const saved = {
      items: [
        { role: 'y2', name: 'x', id: 1 },
        { name: 'new', id: 2, role: 'r' },
      ],
      phone: { e164: '+2', display: '2' },
      brand: 'B',
    };
    const ordered = orderLike(saved, file);
    expect(JSON.stringify(ordered)).toBe(
      JSON.stringify({
        brand: 'B',
        phone: { display: '2', e164: '+2' },
        items: [
          { id: 1, name: 'x', role: 'y2' },
          { id: 2, name: 'new', role: 'r' },
        ],
      }),
    );
  });

  it('keeps a key the file did not have, after the known ones', () => {
    expect(Object.keys(orderLike({ b: 1, new: 2, a: 3 }, { a: 0, b: 0 }) as object)).toEqual(['a', 'b', 'new']);
  });

  it('matches a moved list item by its id, not its position', () => {
    const file = [
      { id: 1, a: 1, b: 2 },
      { id: 2, b: 2, a: 1 },
    ];
    expect(JSON.stringify(orderLike([{ a: 1, b: 2, id: 2 }], file))).toBe('[{"id":2,"b":2,"a":1}]');
  });
});

describe('idLists', () => {
  it('finds the lists whose items carry an id, and the kind of id, from the editor’s fields', () => {
    const fields = [
      {
        name: 'questions',
        widget: 'list',
        fields: [
          { name: 'id', widget: 'hidden' },
          { name: 'question', widget: 'string' },
        ],
      },
      {
        name: 'categories',
        widget: 'list',
        fields: [
          { name: 'id', widget: 'string' },
          { name: 'services', widget: 'list', fields: [{ name: 'id', widget: 'string' }] },
          { name: 'link', widget: 'object', fields: [{ name: 'label', widget: 'string' }] },
        ],
      },
      { name: 'paragraphs', widget: 'list' },
    ];
    expect([...idLists(fields)]).toEqual([
      ['questions', 'number'],
      ['categories', 'text'],
      ['categories.services', 'text'],
    ]);
  });
});

describe('assignMissingIds', () => {
  const faqLists = new Map([['questions', 'number' as const]]);
  const priceLists = new Map([
    ['categories', 'text' as const],
    ['categories.services', 'text' as const],
  ]);

  it('gives a new item the largest number + 1 where ids are numbers', () => {
    const faq: Json = { questions: [{ id: 3, question: 'a?' }, { question: 'new?' }, { id: 7, question: 'b?' }, { id: '', question: 'c?' }] };
    expect(assignMissingIds(faq, faqLists)).toEqual({
      questions: [
        { id: 3, question: 'a?' },
        { id: 8, question: 'new?' },
        { id: 7, question: 'b?' },
        { id: 9, question: 'c?' },
      ],
    });
  });

  it('makes a text id from the name, free of diacritics and unique in the whole file', () => {
    const list: Json = {
      categories: [
        { id: 'oralna-hirurgija', title: 'Oralna hirurgija', services: [{ id: 'vadjenje-zuba', name: 'Vađenje zuba' }, { name: 'Vađenje zuba' }] },
        { title: 'Oralna hirurgija', services: [{ name: 'Keramička faseta' }] },
      ],
    };
    expect(assignMissingIds(list, priceLists)).toEqual({
      categories: [
        {
          id: 'oralna-hirurgija',
          title: 'Oralna hirurgija',
          services: [
            { id: 'vadjenje-zuba', name: 'Vađenje zuba' },
            { id: 'vadjenje-zuba-2', name: 'Vađenje zuba' },
          ],
        },
        // A new category and its new service: ids for both, none taken twice.
        { id: 'oralna-hirurgija-2', title: 'Oralna hirurgija', services: [{ id: 'keramicka-faseta', name: 'Keramička faseta' }] },
      ],
    });
  });

  it('leaves lists without ids alone', () => {
    const data: Json = { items: [{ number: '2000+' }, { number: '24/7' }], paragraphs: ['a', 'b'] };
    expect(assignMissingIds(data, faqLists)).toEqual(data);
  });
});

describe('finishEntry', () => {
  const rules = {
    idLists: new Map([['questions', 'number' as const]]),
    text: (text: string) => text.replace(/"/g, '„'),
    markdown: (text: string) => `md:${text}`,
  };

  it('assigns ids, sets the typography (the body as Markdown) and keeps the file’s key order', () => {
    const file: Json = { questions: [{ id: 1, question: 'a?', answer: 'b' }] };
    const saved: JsonObject = {
      questions: [
        { answer: '"x', question: 'new?' },
        { answer: 'b', question: 'a?', id: 1 },
      ],
    };
    expect(JSON.stringify(finishEntry(saved, file, rules))).toBe(
      JSON.stringify({
        questions: [
          { id: 2, question: 'new?', answer: '„x' },
          { id: 1, question: 'a?', answer: 'b' },
        ],
      }),
    );
    expect(finishEntry({ title: '"t', body: '"b' }, undefined, rules)).toEqual({ title: '„t', body: 'md:"b' });
  });
});

describe('mapStrings', () => {
  it('changes every text and nothing else', () => {
    expect(mapStrings({ a: 'x', b: [1, 'y', { c: 'z', d: true }] }, (text) => text.toUpperCase())).toEqual({ a: 'X', b: [1, 'Y', { c: 'Z', d: true }] });
  });
});

describe('countWord', () => {
  const forms = ['kategorija', 'kategorije', 'kategorija'] as const;
  it.each([
    [1, 'kategorija'],
    [2, 'kategorije'],
    [4, 'kategorije'],
    [5, 'kategorija'],
    [11, 'kategorija'],
    [12, 'kategorija'],
    [14, 'kategorija'],
    [21, 'kategorija'],
    [22, 'kategorije'],
    [40, 'kategorija'],
    [0, 'kategorija'],
  ])('%d %s', (count, word) => expect(countWord(count, forms)).toBe(word));

  it('says „7 članova tima“', () => expect(countWord(7, ['član tima', 'člana tima', 'članova tima'])).toBe('članova tima'));
});

describe('values that are not plain data', () => {
  it('keeps a Date (a YAML date in an article) as it is', () => {
    const date = new Date('2025-01-15');
    const value = { date, title: 'x' } as unknown as Json;
    expect((mapStrings(value, (text) => text) as unknown as { date: Date }).date).toBe(date);
    expect((orderLike(value, { title: 'y' }) as unknown as { date: Date }).date).toBe(date);
  });
});
