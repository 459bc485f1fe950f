/**
 * The language is explicit or loud (issue 43): outside a page's render a per-language value answers only in a
 * language someone named, and otherwise throws naming what was read; no content module reads one as it loads (the
 * site's build loads them outside any page, where such a read would stop the build).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { inLanguage, languageOutsideRenders, pageLanguage } from '@/content/page-language';
import { siteIn } from '@/content/site';

/** Runs `read` as the site's build runs module code: no language declared for reads outside a render. */
function asInTheBuild<T>(read: () => T): T {
  languageOutsideRenders(undefined);
  try {
    return read();
  } finally {
    languageOutsideRenders('sr'); // jest.setup.ts's
  }
}

describe('a per-language value outside a page’s render', () => {
  it('throws, naming the value read, when no language is named', () => {
    const { site } = jest.requireActual<typeof import('@/content/site')>('@/content/site');
    expect(() => asInTheBuild(() => site.brand)).toThrow(/^content\/site\.ts › site was read outside a page's render/);
    expect(() => asInTheBuild(() => pageLanguage('a reader'))).toThrow('a reader was read outside');
  });

  it('answers in the language named for the call, or for the process', () => {
    const { site } = jest.requireActual<typeof import('@/content/site')>('@/content/site');
    expect(asInTheBuild(() => inLanguage('en', () => site.language))).toBe(siteIn.en.language);
    expect(asInTheBuild(() => inLanguage('sr', () => site.language))).toBe(siteIn.sr.language);
    expect(site.language).toBe(siteIn.sr.language); // the tests' declared language
    expect(inLanguage('en', () => inLanguage('sr', () => site.language) + site.language)).toBe(siteIn.sr.language + siteIn.en.language);
  });
});

describe('the content modules', () => {
  const modules = readdirSync(path.join(__dirname))
    .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => `@/content/${name.replace(/\.tsx?$/, '')}`);

  it.each(modules)('%s reads no per-language value as it loads', (module) => {
    jest.isolateModules(() => {
      asInTheBuild(() => jest.requireActual(module));
    });
  });
});
