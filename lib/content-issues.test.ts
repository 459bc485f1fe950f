import { z } from 'zod';
import { contentErrorMap, contentProblems, describeValue, locateIssue } from '@/lib/content-issues';

const where = { file: 'content/test.ts', name: 'items' };
/** The message a value gets from a schema, through the content wording. */
const problemOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => issue.message);

describe('describeValue', () => {
  it('quotes values as the messages show them, and says "nothing" for a missing one', () => {
    expect(describeValue(undefined)).toBe('nothing');
    expect(describeValue('tri')).toBe('"tri"');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(new Date('2025-01-15T00:00:00Z'))).toBe('2025-01-15T00:00:00.000Z');
  });
});

describe('contentErrorMap', () => {
  it('words zod’s type and size checks for whoever edits the content', () => {
    expect(problemOf(z.string(), undefined)).toEqual(['expected text, got nothing']);
    expect(problemOf(z.number(), '350')).toEqual(['expected a number, got "350"']);
    expect(problemOf(z.boolean(), 'da')).toEqual(['expected true or false, got "da"']);
    expect(problemOf(z.array(z.string()), 'a')).toEqual(['expected a list, got "a"']);
    expect(problemOf(z.string().trim().min(1), '  ')).toEqual(['must not be empty']);
    expect(problemOf(z.string().min(3), 'ab')).toEqual(['at least 3 characters, got 2']);
    expect(problemOf(z.string().trim().max(5), ' abcdefg ')).toEqual(['at most 5 characters, got 7']);
    expect(problemOf(z.array(z.number()).min(2), [1])).toEqual(['at least 2 items, got 1']);
    expect(problemOf(z.number().positive(), 0)).toEqual(['more than 0, got 0']);
    expect(problemOf(z.number().max(90), 91)).toEqual(['at most 90, got 91']);
  });

  it('lists the allowed values of an enum or literal', () => {
    expect(problemOf(z.enum(['Osnove', 'Cene']), 'Kozmetika')).toEqual(['expected one of Osnove, Cene; got "Kozmetika"']);
    expect(problemOf(z.literal([50, 80, 120]), 60)).toEqual(['expected one of 50, 80, 120; got 60']);
    expect(problemOf(z.literal(''), 'x')).toEqual(['expected "", got "x"']);
  });

  it('names a pattern or a prefix the text missed', () => {
    expect(problemOf(z.string().regex(/^\d+$/), 'x')).toEqual(['expected text matching /^\\d+$/, got "x"']);
    expect(problemOf(z.string().startsWith('https://'), 'http://a')).toEqual(['expected text starting with "https://", got "http://a"']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(
      problemOf(
        z.string().refine((value) => value.endsWith('?'), 'must end with "?"'),
        'Pitanje',
      ),
    ).toEqual(['must end with "?"']);
  });
});

describe('locateIssue', () => {
  const data = [{ id: 1, name: 'Prva', services: [{ name: 'Vađenje zuba', price: { amount: '35' } }] }, { id: 'dva', question: 'Zašto?' }, { other: true }];

  it('names the entry by its slug, id, name, question, title, label or term, and the rest of the path as the field', () => {
    expect(locateIssue([0, 'name'], data, where)).toEqual({ source: 'content/test.ts › items[id=1]', field: 'name' });
    expect(locateIssue([0, 'services', 0, 'price', 'amount'], data, where)).toEqual({
      source: 'content/test.ts › items[id=1].services[name="Vađenje zuba"]',
      field: 'price.amount',
    });
  });

  it('skips a name that is itself the faulty field, and falls back to the position', () => {
    expect(locateIssue([1, 'id'], data, where)).toEqual({ source: 'content/test.ts › items[question="Zašto?"]', field: 'id' });
    expect(locateIssue([0, 'id'], data, where)).toEqual({ source: 'content/test.ts › items[name="Prva"]', field: 'id' });
    expect(locateIssue([2, 'other'], data, where)).toEqual({ source: 'content/test.ts › items[2]', field: 'other' });
  });

  it('puts the whole path in the field when no list is on it', () => {
    expect(locateIssue(['phone', 'e164'], {}, { file: 'content/site.ts', name: 'site' })).toEqual({ source: 'content/site.ts', field: 'site.phone.e164' });
    expect(locateIssue(['title'], {}, { file: 'content/blog/a.md' })).toEqual({ source: 'content/blog/a.md', field: 'title' });
    expect(locateIssue([], data, where)).toEqual({ source: 'content/test.ts', field: 'items' });
    expect(locateIssue([1], data, where)).toEqual({ source: 'content/test.ts', field: 'items[id="dva"]' });
  });
});

describe('contentProblems', () => {
  it('makes each unknown field a problem of its own, on that field', () => {
    const schema = z.strictObject({ title: z.string() });
    const data = { title: 'Naslov', populer: true, tag: 'x' };
    const issues = schema.safeParse(data, { error: contentErrorMap }).error!.issues;
    expect(contentProblems(issues, data, { file: 'content/blog/a.md' })).toEqual([
      { source: 'content/blog/a.md', field: 'populer', problem: 'unknown field: remove it or correct its name' },
      { source: 'content/blog/a.md', field: 'tag', problem: 'unknown field: remove it or correct its name' },
    ]);
  });
});
