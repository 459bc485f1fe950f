import { z } from 'zod';
import { ContentError, assertUnique, dropEmptyFields, parseContent, parseDataFile, parseUntyped, prepareDataFile } from '@/lib/content-check';

const where = { file: 'content/test.ts', name: 'items' };

describe('parseContent', () => {
  const schema = z.array(z.strictObject({ id: z.number(), title: z.string().trim().min(1), featured: z.boolean().default(false) }));

  it('returns the parsed value: trimmed, with its defaults', () => {
    expect(parseContent(schema, [{ id: 1, title: ' Naslov ' }], where)).toEqual([{ id: 1, title: 'Naslov', featured: false }]);
  });

  it('throws a ContentError with one line per problem, each naming the file, the entry and the field', () => {
    const parse = () =>
      parseUntyped(
        schema,
        [
          { id: 1, title: '' },
          { id: 2, title: 'Dva', featured: 'da', extra: 1, other: 2 },
        ],
        where,
      );
    expect(parse).toThrow(ContentError);
    expect(parse).toThrow(
      [
        'content/test.ts › items[id=1] › title: ne sme biti prazno',
        'content/test.ts › items[id=2] › featured: očekuje se da ili ne (true ili false), a upisano je "da"',
        'content/test.ts › items[id=2] › extra: polje "extra" nije poznato: uklonite ga ili ispravite naziv',
        'content/test.ts › items[id=2] › other: polje "other" nije poznato: uklonite ga ili ispravite naziv',
      ].join('\n'),
    );
  });

  it('keeps each problem on the error for callers that want them apart, with its file and path for the editor’s place', () => {
    try {
      parseUntyped(schema, [{ id: 1 }], where);
      throw new Error('no ContentError');
    } catch (error) {
      expect((error as ContentError).problems).toEqual([
        { source: 'content/test.ts › items[id=1]', field: 'title', problem: 'nije popunjeno: očekuje se tekst', file: 'content/test.ts', path: [0, 'title'] },
      ]);
    }
  });
});

describe('ContentError.of', () => {
  it('keeps every problem as given, the first one’s file and path too', () => {
    const first = { source: 'content/data/faq.json › questions[id=3]', field: 'id', problem: 'a', file: 'content/data/faq.json', path: ['questions', 0, 'id'] };
    const second = { source: 'content/data/faq.json', field: 'questions', problem: 'b' };
    const error = ContentError.of([first, second]);
    expect(error.problems).toEqual([first, second]);
    expect(error.message).toBe('content/data/faq.json › questions[id=3] › id: a\ncontent/data/faq.json › questions: b');
    expect(() => ContentError.of([])).toThrow();
  });
});

describe('assertUnique', () => {
  it('names the later entry and the earlier one that already holds the value', () => {
    const sourceOf = (entry: { slug: string }) => `content/blog/${entry.slug}.md`;
    expect(() =>
      assertUnique(
        [
          { id: 1, slug: 'a' },
          { id: 2, slug: 'b' },
        ],
        'id',
        sourceOf,
      ),
    ).not.toThrow();
    expect(() =>
      assertUnique(
        [
          { id: 1, slug: 'a' },
          { id: 1, slug: 'b' },
        ],
        'id',
        sourceOf,
      ),
    ).toThrow('content/blog/b.md › id: 1 je već upotrebljen u content/blog/a.md');
  });

  it('names the earlier entry as the caller says, and carries the file and field for the editor’s place', () => {
    const sourceOf = (entry: { slug: string }) => `content/blog/${entry.slug}.md`;
    try {
      assertUnique(
        [
          { slug: 'a', title: 'Prvi' },
          { slug: 'b', title: 'Prvi' },
        ],
        'title',
        sourceOf,
        (entry) => `članku „${entry.title}“ (${entry.slug})`,
      );
      throw new Error('no ContentError');
    } catch (error) {
      expect((error as ContentError).problems).toEqual([
        { source: 'content/blog/b.md', field: 'title', problem: '"Prvi" je već upotrebljen u članku „Prvi“ (a)', file: 'content/blog/b.md', path: ['title'] },
      ]);
    }
  });
});

describe('a data file the CMS wrote', () => {
  it('reads a blank field ("" or null, or an object of blank fields) as absent, in lists too', () => {
    expect(
      dropEmptyFields({ name: 'Vađenje', unit: '', note: null, link: { label: '', href: '' }, services: [{ popular: false, description: '' }], tags: [] }),
    ).toEqual({ name: 'Vađenje', services: [{ popular: false }], tags: [] });
    const date = new Date('2025-01-15');
    expect(dropEmptyFields({ date })).toEqual({ date });
  });

  it('accepts a cleared optional field and names a cleared required one', () => {
    const schema = z.strictObject({ name: z.string(), unit: z.string().min(1).optional() });
    expect(parseDataFile(schema, { name: 'Plomba', unit: '' }, { file: 'content/data/x.json' })).toEqual({ name: 'Plomba' });
    expect(() => parseDataFile(schema, { name: '', unit: 'po zubu' }, { file: 'content/data/x.json' })).toThrow('content/data/x.json › name:');
  });

  it('reads every string in the house style’s typography first (prepareDataFile)', () => {
    const schema = z.strictObject({ name: z.string(), unit: z.string().min(1).optional() });
    expect(prepareDataFile({ name: 'Paket “Hollywood Smile”', unit: '\u200B', list: ['350\u00A0€'] })).toEqual({
      name: 'Paket „Hollywood Smile“',
      list: ['350 €'],
    });
    expect(parseDataFile(schema, { name: '“Plomba”', unit: '\u00AD' }, { file: 'content/data/x.json' })).toEqual({ name: '„Plomba“' });
  });
});
