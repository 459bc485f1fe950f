import { buildVCard, escapeText, foldLine, parameterValue, type VCardInput } from '@/lib/vcard';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const vcf = require('vcf') as { parse: (text: string) => { get: (name: string) => { valueOf: () => string } }[] };

const card: VCardInput = {
  kind: 'org',
  formattedName: 'Ordinacija Primer',
  organization: 'Ordinacija Primer',
  phones: ['+381111234567'],
  emails: ['info@primer.rs'],
  address: { street: 'Ulica 1', locality: 'Beograd', postalCode: '11000', country: 'Srbija', label: 'Ulica 1, Beograd' },
  url: 'https://www.primer.rs/',
  geo: { latitude: 44.8, longitude: 20.45 },
  note: 'Ponedeljak–petak: 10–20 h',
};

describe('escapeText (RFC 6350 §3.4)', () => {
  it('escapes backslash, comma, semicolon and every kind of line break', () => {
    expect(escapeText('a\\b, c; d\ne\r\nf\rg')).toBe('a\\\\b\\, c\\; d\\ne\\nf\\ng');
  });

  it('leaves colons and Serbian letters alone', () => {
    expect(escapeText('Ponedeljak–petak: 10–20 h, čćđšž')).toBe('Ponedeljak–petak: 10–20 h\\, čćđšž');
  });
});

describe('parameterValue', () => {
  it('quotes a value holding ":", ";" or ","', () => {
    expect(parameterValue('work')).toBe('work');
    expect(parameterValue('Ulica 1, Beograd')).toBe('"Ulica 1, Beograd"');
    expect(parameterValue('a:b')).toBe('"a:b"');
  });

  it('refuses a double quote or a line break, which no parameter value may hold', () => {
    expect(() => parameterValue('a "b"')).toThrow(/double quote/);
    expect(() => parameterValue('a\nb')).toThrow(/line break/);
  });
});

describe('foldLine', () => {
  it('keeps a short line whole', () => {
    expect(foldLine('FN:Primer')).toEqual(['FN:Primer']);
  });

  it('folds at 75 octets, continuations starting with a space', () => {
    const lines = foldLine(`NOTE:${'a'.repeat(200)}`);
    expect(lines.map((line) => Buffer.byteLength(line))).toEqual([75, 75, 57]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`NOTE:${'a'.repeat(200)}`);
  });

  it('never splits a multi-octet letter', () => {
    const line = `NOTE:${'č'.repeat(100)}`;
    const lines = foldLine(line);
    for (const part of lines) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    // "NOTE:" is 5 octets, each "č" 2: 35 fit on the first line (75 octets), 37 on the next (1 + 74).
    expect(lines[0]).toBe(`NOTE:${'č'.repeat(35)}`);
    expect(lines[1]).toBe(` ${'č'.repeat(37)}`);
    expect(lines.map((part, index) => (index ? part.slice(1) : part)).join('')).toBe(line);
  });
});

describe('buildVCard', () => {
  it('writes a vCard 4.0 with CRLF after every line, the last one too', () => {
    const text = buildVCard(card);
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:4.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('holds each field in its property', () => {
    const lines = buildVCard(card).split('\r\n');
    expect(lines).toEqual([
      'BEGIN:VCARD',
      'VERSION:4.0',
      'KIND:org',
      'FN:Ordinacija Primer',
      'ORG:Ordinacija Primer',
      'TEL;VALUE=uri;TYPE=work,voice,cell:tel:+381111234567',
      'EMAIL;TYPE=work:info@primer.rs',
      'ADR;TYPE=work;LABEL="Ulica 1, Beograd":;;Ulica 1;Beograd;;11000;Srbija',
      'URL:https://www.primer.rs/',
      'GEO:geo:44.8,20.45',
      'NOTE:Ponedeljak–petak: 10–20 h',
      'END:VCARD',
      '',
    ]);
  });

  it('escapes text values and the address components', () => {
    const text = buildVCard({
      kind: 'org',
      formattedName: 'A; B, C',
      address: { street: 'Trg 1; ulaz 2', locality: 'Novi Sad, Srbija', postalCode: '21000', country: 'Srbija' },
    });
    expect(text).toContain('FN:A\\; B\\, C\r\n');
    expect(text).toContain('ADR;TYPE=work:;;Trg 1\\; ulaz 2;Novi Sad\\, Srbija;;21000;Srbija\r\n');
  });

  it('leaves out what is not given', () => {
    expect(buildVCard({ kind: 'individual', formattedName: 'Ana' })).toBe('BEGIN:VCARD\r\nVERSION:4.0\r\nKIND:individual\r\nFN:Ana\r\nEND:VCARD\r\n');
  });

  it('refuses a phone number that is not E.164', () => {
    expect(() => buildVCard({ ...card, phones: ['060 123 4567'] })).toThrow(/E\.164/);
  });

  it('reads back with a vCard parser (the vcf package)', () => {
    const [parsed] = vcf.parse(buildVCard({ ...card, note: `${'Dugačka napomena, '.repeat(8)}kraj` }));
    expect(parsed?.get('version').valueOf()).toBe('4.0');
    expect(parsed?.get('fn').valueOf()).toBe('Ordinacija Primer');
    expect(parsed?.get('tel').valueOf()).toBe('tel:+381111234567');
    expect(parsed?.get('email').valueOf()).toBe('info@primer.rs');
    expect(parsed?.get('adr').valueOf()).toBe(';;Ulica 1;Beograd;;11000;Srbija');
    expect(parsed?.get('url').valueOf()).toBe('https://www.primer.rs/');
    // Folded lines come back whole; the parser leaves the escapes in place.
    expect(parsed?.get('note').valueOf()).toBe(`${'Dugačka napomena\\, '.repeat(8)}kraj`);
  });
});
