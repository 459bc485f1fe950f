import { z } from 'zod';
import { ContentError, assertUnique, parseContent, parseUntyped } from '@/lib/content-check';

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
