import { z } from 'zod';
import { ContentError, assertUnique, dropEmptyFields, parseContent, parseDataFile, parseUntyped } from '@/lib/content-check';

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
        'content/test.ts › items[id=1] › title: must not be empty',
        'content/test.ts › items[id=2] › featured: expected true or false, got "da"',
        'content/test.ts › items[id=2] › extra: unknown field: remove it or correct its name',
        'content/test.ts › items[id=2] › other: unknown field: remove it or correct its name',
      ].join('\n'),
    );
  });

  it('keeps each problem on the error for callers that want them apart', () => {
    try {
      parseUntyped(schema, [{ id: 1 }], where);
      throw new Error('no ContentError');
    } catch (error) {
      expect((error as ContentError).problems).toEqual([{ source: 'content/test.ts › items[id=1]', field: 'title', problem: 'expected text, got nothing' }]);
    }
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
    ).toThrow('content/blog/b.md › id: 1 is already used by content/blog/a.md');
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
});
