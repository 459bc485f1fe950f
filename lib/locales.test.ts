import { DEFAULT_LOCALE, LOCALES, alternatesOf, hreflangMap, localeCodes, localeOfPath, localizedBlogPaths } from '@/lib/locales';

describe('the site’s languages', () => {
  it('gives each language its blog under its prefix, the default’s at the root', () => {
    expect(LOCALES[DEFAULT_LOCALE].prefix).toBe('');
    for (const locale of localeCodes) expect(localizedBlogPaths[locale].startsWith(`${LOCALES[locale].prefix}/`)).toBe(true);
  });

  it('tells a path’s language', () => {
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en/faq/')).toBe('en');
    expect(localeOfPath('/faq/')).toBe('sr');
    expect(localeOfPath('/enigma/')).toBe('sr');
  });

  it('links only the versions that exist, each to the others and to itself, with x-default for the Serbian one', () => {
    const both = alternatesOf((locale) => (locale === 'sr' ? '/faq/' : '/en/faq/'));
    expect(hreflangMap(both)).toEqual({ sr: '/faq/', en: '/en/faq/', 'x-default': '/faq/' });
    const serbianOnly = alternatesOf((locale) => (locale === 'sr' ? '/blog/x/' : undefined));
    expect(serbianOnly).toEqual([{ locale: 'sr', path: '/blog/x/' }]);
    expect(hreflangMap(serbianOnly)).toEqual({});
  });
});
