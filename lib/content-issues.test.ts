import { z } from 'zod';
import { contentErrorMap, contentProblems, countOf, describeValue, entryName, locateIssue } from '@/lib/content-issues';

const where = { file: 'content/test.ts', name: 'items' };
/** The message a value gets from a schema, through the content wording. */
const problemOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value, { error: contentErrorMap }).error?.issues.map((issue) => issue.message);

describe('describeValue', () => {
  it('quotes values as the messages show them, and says "ništa" for a missing one', () => {
    expect(describeValue(undefined)).toBe('ništa');
    expect(describeValue('tri')).toBe('"tri"');
    expect(describeValue(3)).toBe('3');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(new Date('2025-01-15T00:00:00Z'))).toBe('2025-01-15T00:00:00.000Z');
  });
});

describe('contentErrorMap', () => {
  it('words zod’s type and size checks for whoever edits the content', () => {
    expect(problemOf(z.string(), undefined)).toEqual(['nije popunjeno: očekuje se tekst']);
    expect(problemOf(z.number(), '350')).toEqual(['očekuje se broj, a upisano je "350"']);
    expect(problemOf(z.boolean(), 'da')).toEqual(['očekuje se da ili ne (true ili false), a upisano je "da"']);
    expect(problemOf(z.array(z.string()), 'a')).toEqual(['očekuje se spisak, a upisano je "a"']);
    expect(problemOf(z.string().trim().min(1), '  ')).toEqual(['ne sme biti prazno']);
    expect(problemOf(z.string().min(3), 'ab')).toEqual(['najmanje 3 znaka, a ima 2']);
    expect(problemOf(z.string().trim().max(160), 'a'.repeat(171))).toEqual(['najviše 160 znakova, a ima 171']);
    expect(problemOf(z.string().trim().max(5), ' abcdefg ')).toEqual(['najviše 5 znakova, a ima 7']);
    expect(problemOf(z.array(z.number()).min(2), [1])).toEqual(['najmanje 2 stavke, a ima 1']);
    expect(problemOf(z.number().positive(), 0)).toEqual(['više od 0, a upisano je 0']);
    expect(problemOf(z.number().max(90), 91)).toEqual(['najviše 90, a upisano je 91']);
  });

  it('lists the allowed values of an enum or literal', () => {
    expect(problemOf(z.enum(['Osnove', 'Cene']), 'Kozmetika')).toEqual(['očekuje se jedno od: Osnove, Cene; upisano je "Kozmetika"']);
    expect(problemOf(z.enum(['Osnove', 'Cene']), undefined)).toEqual(['nije popunjeno: očekuje se jedno od: Osnove, Cene']);
    expect(problemOf(z.literal([50, 80, 120]), 60)).toEqual(['očekuje se jedno od: 50, 80, 120; upisano je 60']);
    expect(problemOf(z.literal(''), 'x')).toEqual(['očekuje se "", a upisano je "x"']);
  });

  it('names a pattern or a prefix the text missed', () => {
    expect(problemOf(z.string().regex(/^\d+$/), 'x')).toEqual(['nije u traženom obliku (/^\\d+$/), a upisano je "x"']);
    expect(problemOf(z.string().startsWith('https://'), 'http://a')).toEqual(['treba da počinje sa "https://", a upisano je "http://a"']);
    expect(problemOf(z.email(), 'a@')).toEqual(['očekuje se adresa e-pošte, a upisano je "a@"']);
    expect(problemOf(z.number().multipleOf(5), 7)).toEqual(['očekuje se broj deljiv sa 5, a upisano je 7']);
    expect(problemOf(z.union([z.number(), z.boolean()]), 'x')).toEqual(['nije u dozvoljenom obliku, a upisano je "x"']);
    expect(
      problemOf(
        z.string().refine((value) => value !== 'x'),
        'x',
      ),
    ).toEqual(['neispravna vrednost: "x"']);
  });

  it('leaves a schema’s own message alone', () => {
    expect(
      problemOf(
        z.string().refine((value) => value.endsWith('?'), 'pitanje se završava znakom pitanja („?“)'),
        'Pitanje',
      ),
    ).toEqual(['pitanje se završava znakom pitanja („?“)']);
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
      {
        source: 'content/blog/a.md',
        field: 'populer',
        problem: 'polje "populer" nije poznato: uklonite ga ili ispravite naziv',
        file: 'content/blog/a.md',
        path: ['populer'],
      },
      {
        source: 'content/blog/a.md',
        field: 'tag',
        problem: 'polje "tag" nije poznato: uklonite ga ili ispravite naziv',
        file: 'content/blog/a.md',
        path: ['tag'],
      },
    ]);
  });

  it('carries the file and the path of the value within it, after the place of the value in the file', () => {
    const issues = z.string().max(3).safeParse('abcd', { error: contentErrorMap }).error!.issues;
    expect(contentProblems(issues, 'abcd', { file: 'content/blog/a.md', name: 'content', path: ['body'] })).toEqual([
      { source: 'content/blog/a.md', field: 'content', problem: 'najviše 3 znaka, a ima 4', file: 'content/blog/a.md', path: ['body'] },
    ]);
  });
});

describe('countOf', () => {
  it('says a count with the Serbian plural', () => {
    const words = (count: number) => countOf(count, 'znak', 'znaka', 'znakova');
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 160].map(words)).toEqual([
      '1 znak',
      '2 znaka',
      '4 znaka',
      '5 znakova',
      '11 znakova',
      '12 znakova',
      '14 znakova',
      '21 znak',
      '22 znaka',
      '25 znakova',
      '101 znak',
      '111 znakova',
      '160 znakova',
    ]);
  });
});

describe('entryName', () => {
  it('names an entry as the editor lists it, by its name, title, question, … in „…“, else by its position', () => {
    expect(entryName({ id: 3, question: 'Da li radite nedeljom?' }, 0)).toBe('„Da li radite nedeljom?“');
    expect(entryName({ id: 'protetika', title: 'Protetika', name: 'Krunica' }, 0)).toBe('„Krunica“');
    expect(entryName({ id: 'protetika', title: 'Protetika', name: 'Krunica' }, 0, 'name')).toBe('„Protetika“');
    expect(entryName({ id: 7 }, 6)).toBe('7. stavka');
    expect(entryName('Konsultacija', 0)).toBe('„Konsultacija“');
  });

  it('cuts a long name after a word', () => {
    const question = 'Koliko košta delimična korekcija osmeha, samo na nekoliko zuba, a ne na celom osmehu, i od čega zavisi?';
    expect(entryName({ question }, 0)).toBe('„Koliko košta delimična korekcija osmeha, samo na nekoliko zuba, a ne na celom…“');
  });
});
