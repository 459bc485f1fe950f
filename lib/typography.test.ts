import { normaliseSerbianMarkdown, normaliseSerbianTypography, normaliseSpaces, normaliseStrings } from '@/lib/typography';

describe('normaliseSerbianTypography', () => {
  it('turns English and straight double quotes into Serbian „…“', () => {
    expect(normaliseSerbianTypography('Paket “Hollywood Smile” obuhvata')).toBe('Paket „Hollywood Smile“ obuhvata');
    expect(normaliseSerbianTypography('"Da li boli?" pitaju')).toBe('„Da li boli?“ pitaju');
    expect(normaliseSerbianTypography('reč ”samo” ovde')).toBe('reč „samo“ ovde');
    expect(normaliseSerbianTypography('(“pre” i “posle”)')).toBe('(„pre“ i „posle“)');
    expect(normaliseSerbianTypography('tekst –"citat"')).toBe('tekst –„citat“');
  });

  it('looks through Markdown emphasis to tell an opening quote from a closing one', () => {
    expect(normaliseSerbianTypography('**"Naglašeno"** i _"kurziv"_')).toBe('**„Naglašeno“** i _„kurziv“_');
    expect(normaliseSerbianTypography('"**ceo citat**"')).toBe('„**ceo citat**“');
  });

  it('leaves text in the house style as it is (idempotent)', () => {
    const text = 'Jezik u početku „istražuje“ nove površine, a ‚unutrašnji‘ navodi ostaju.';
    expect(normaliseSerbianTypography(text)).toBe(text);
    const once = normaliseSerbianTypography('“jedan” "dva" ”tri”');
    expect(normaliseSerbianTypography(once)).toBe(once);
  });

  it('makes non-breaking, narrow and figure spaces plain', () => {
    expect(normaliseSerbianTypography('350\u00A0€, 12\u202F000 i 1\u20077')).toBe('350 €, 12 000 i 1 7');
  });

  it('removes soft hyphens, zero-width spaces and joiners and the byte-order mark', () => {
    expect(normaliseSerbianTypography('\uFEFFke\u00ADra\u200Bmič\u200Cka\u200D faseta')).toBe('keramička faseta');
  });

  it('leaves values that are not prose alone', () => {
    for (const value of ['https://www.example.rs/put?x=1', '/images/uploads/osmeh.jpg', '{cena:keramicka-faseta}', 'tim/1', '+381601234567', '']) {
      expect(normaliseSerbianTypography(value)).toBe(value);
    }
  });
});

describe('normaliseSerbianMarkdown', () => {
  it('normalises the prose and leaves code, links’ destinations and titles, tags and references as written', () => {
    expect(normaliseSerbianMarkdown('Reč "fasete" i `kod "x"`')).toBe('Reč „fasete“ i `kod "x"`');
    expect(normaliseSerbianMarkdown('[“tekst”](/blog/a/ "Naslov") posle')).toBe('[„tekst“](/blog/a/ "Naslov") posle');
    expect(normaliseSerbianMarkdown('<a href="/x">"a"</a>')).toBe('<a href="/x">„a“</a>');
    expect(normaliseSerbianMarkdown('```\nconst a = "b";\n```\n\n"c"')).toBe('```\nconst a = "b";\n```\n\n„c“');
    expect(normaliseSerbianMarkdown('Cena {cena:keramicka-faseta}\u00A0po zubu')).toBe('Cena {cena:keramicka-faseta} po zubu');
  });

  it('is idempotent', () => {
    const once = normaliseSerbianMarkdown('## "Naslov"\n\n| "a" | `"b"` |\n|---|---|\n');
    expect(normaliseSerbianMarkdown(once)).toBe(once);
  });
});

describe('normaliseStrings', () => {
  it('normalises every string of a data file and leaves numbers, booleans, dates and keys alone', () => {
    const date = new Date('2025-01-15T00:00:00Z');
    expect(normaliseStrings({ 'a\u00A0b': [{ title: '“x”', id: 3, popular: true }], date })).toEqual({
      'a\u00A0b': [{ title: '„x“', id: 3, popular: true }],
      date,
    });
  });
});

describe('normaliseSpaces', () => {
  it('makes special spaces plain and drops invisible characters, leaving English quotes and apostrophes as typed', () => {
    expect(normaliseSpaces('It\u2019s \u201Cready\u201D in\u00A07\u202Fdays\u200B.\uFEFF')).toBe('It\u2019s \u201Cready\u201D in 7 days.');
  });
});
