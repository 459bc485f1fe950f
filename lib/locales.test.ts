import { DEFAULT_LOCALE, LOCALES, alternatesOf, hreflangMap, localeCodes, localeOfPath, localizedRoutes, routeNameOf } from '@/lib/locales';
import { routeNames, routes } from '@/lib/routes';

describe('the site’s languages', () => {
  it('keeps every Serbian address where it is, and gives each language its own under its prefix', () => {
    expect(localizedRoutes[DEFAULT_LOCALE]).toEqual(routes);
    for (const locale of localeCodes) {
      const paths = routeNames.map((name) => localizedRoutes[locale][name]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path.startsWith(`${LOCALES[locale].prefix}/`)).toBe(true);
    }
  });

  it('tells a path’s language and registry page', () => {
    expect(localeOfPath('/en/')).toBe('en');
    expect(localeOfPath('/en/faq/')).toBe('en');
    expect(localeOfPath('/faq/')).toBe('sr');
    expect(localeOfPath('/enigma/')).toBe('sr');
    expect(routeNameOf('/en/prices/')).toBe('priceList');
    expect(routeNameOf('/cenovnik/')).toBe('priceList');
    expect(routeNameOf('/en/blog/x/')).toBeUndefined();
  });

  it('links only the versions that exist, each to the others and to itself, with x-default for the Serbian one', () => {
    const both = alternatesOf((locale) => localizedRoutes[locale].faq);
    expect(hreflangMap(both)).toEqual({ sr: '/faq/', en: '/en/faq/', 'x-default': '/faq/' });
    const serbianOnly = alternatesOf((locale) => (locale === 'sr' ? '/blog/x/' : undefined));
    expect(serbianOnly).toEqual([{ locale: 'sr', path: '/blog/x/' }]);
    expect(hreflangMap(serbianOnly)).toEqual({});
  });
});
