import { serbianLatin, serbianLatinDeep } from './serbian-latin.mjs';

describe('Serbian Cyrillic to Latin', () => {
  it('maps every letter, digraphs included', () => {
    expect(serbianLatin('абвгдђежзијклљмнњопрстћуфхцчџш')).toBe('abvgdđežzijklljmnnjoprstćufhcčdžš');
    expect(serbianLatin('Измене сачуване')).toBe('Izmene sačuvane');
    expect(serbianLatin('Џеп, Љубав, Њива')).toBe('Džep, Ljubav, Njiva');
  });

  it('writes a digraph in capitals inside a word in capitals', () => {
    expect(serbianLatin('ЉУБАВ И ЏЕП')).toBe('LJUBAV I DŽEP');
  });

  it('leaves Latin text and placeholders as they are', () => {
    expect(serbianLatin('%{fieldLabel} је обавезно.')).toBe('%{fieldLabel} je obavezno.');
    expect(serbianLatin('GitHub, Netlify Identity')).toBe('GitHub, Netlify Identity');
  });

  it('transliterates every string of a translation, keeping its keys and other values', () => {
    expect(serbianLatinDeep({ auth: { login: 'Пријава', errors: ['Грешка'] }, count: 2 })).toEqual({
      auth: { login: 'Prijava', errors: ['Greška'] },
      count: 2,
    });
  });
});
