import { followLanguage } from '@/lib/follow-language';
import type { Locale } from '@/lib/locales';

describe('followLanguage', () => {
  let current: Locale = 'sr';
  const language = () => current;
  afterEach(() => {
    current = 'sr';
  });

  it('reads each property in the language current at the read', () => {
    const copy = followLanguage({ sr: { title: 'Cenovnik', nested: { call: 'Pozovite' } }, en: { title: 'Prices', nested: { call: 'Call' } } }, language);
    expect(copy.title).toBe('Cenovnik');
    current = 'en';
    expect(copy.title).toBe('Prices');
    expect(copy.nested.call).toBe('Call');
    expect({ ...copy }).toEqual({ title: 'Prices', nested: { call: 'Call' } });
    expect(JSON.stringify(copy)).toBe('{"title":"Prices","nested":{"call":"Call"}}');
    expect('title' in copy).toBe(true);
  });

  it('is an array where the values are, of the current language’s length', () => {
    const list = followLanguage({ sr: ['jedan', 'dva', 'tri'], en: ['one', 'two'] }, language);
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((word) => word.toUpperCase())).toEqual(['JEDAN', 'DVA', 'TRI']);
    current = 'en';
    expect(list).toHaveLength(2);
    expect(list.map((word) => word.toUpperCase())).toEqual(['ONE', 'TWO']);
    expect([...list]).toEqual(['one', 'two']);
    expect(list.find((word) => word === 'two')).toBe('two');
  });

  it('calls a method on its own value (a Map’s get, a function of the copy)', () => {
    const byId = followLanguage({ sr: new Map([['a', 'Srpski']]), en: new Map([['a', 'English']]) }, language);
    current = 'en';
    expect(byId.get('a')).toBe('English');
    const words = followLanguage({ sr: { page: (n: number) => `Strana ${n}` }, en: { page: (n: number) => `Page ${n}` } }, language);
    expect(words.page(2)).toBe('Page 2');
  });

  it('builds a language’s value only when it is read', () => {
    let built = 0;
    const values = {
      sr: { word: 'reč' },
      get en() {
        built += 1;
        return { word: 'word' };
      },
    };
    const word = followLanguage(values, language);
    expect(word.word).toBe('reč');
    expect(built).toBe(0);
    current = 'en';
    expect(word.word).toBe('word');
    expect(built).toBe(1);
  });

  it('cannot be written through', () => {
    const copy = followLanguage({ sr: { title: 'Cenovnik' }, en: { title: 'Prices' } }, language);
    expect(() => {
      (copy as { title: string }).title = 'x';
    }).toThrow(TypeError);
  });
});
