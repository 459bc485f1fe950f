/**
 * The language of the page being rendered (issue 27). Each language's root layout and each of its pages set it
 * first (app/(en)/en/layout.tsx), and every content module read during that render answers in it: `site`,
 * `frameCopy`, `faqs` and the rest are `followPageLanguage` values. A page that sets none is Serbian.
 *
 * The language is held per render by React's `cache` (the request-scoped store next-intl's `setRequestLocale`
 * uses for static rendering): pages rendered side by side in one build worker never see each other's.
 *
 * Outside a page's render there is no page language, and a read does not guess (issue 43): it throws, naming the
 * value read, unless the language is explicit, for one call (`inLanguage('en', () => …)`: the route handlers, which
 * have no page render) or for a whole process that is no site build (`languageOutsideRenders('sr')`: the unit tests,
 * the build's scripts and the e2e specs, which read the Serbian content unless they name a language).
 */
import { cache } from 'react';
import { followLanguage, type ByLanguage } from '@/lib/follow-language';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';

export type { ByLanguage } from '@/lib/follow-language';

const renderLanguage = cache((): { locale?: Locale } => ({}));

/** The render's store, or undefined outside a render: React's cache keeps one per render, and none outside (a new one each call). */
function renderStore(): { locale?: Locale } | undefined {
  const store = renderLanguage();
  return store === renderLanguage() ? store : undefined;
}

/** The language `inLanguage` names while its function runs. */
let explicitLanguage: Locale | undefined;

/** Where a process's language outside renders is kept: on the global object, shared by every bundle of this module. */
const OUTSIDE_RENDERS = Symbol.for('aurora.pageLanguage.outsideRenders');
type WithOutsideLanguage = typeof globalThis & { [OUTSIDE_RENDERS]?: Locale };

/**
 * Declares the language of every read outside a page's render in this process: the unit tests (jest.setup.ts), the
 * build's scripts (support/import-typescript.mjs) and the e2e specs (playwright.config.ts) read the Serbian content.
 * Never in the site's build itself: there, a read outside a page is a mistake to name.
 */
export function languageOutsideRenders(locale: Locale | undefined): void {
  (globalThis as WithOutsideLanguage)[OUTSIDE_RENDERS] = locale;
}

/** Runs `read` with `locale` as the page language, outside or inside a render: a route handler's way to name it. */
export function inLanguage<T>(locale: Locale, read: () => T): T {
  const previous = explicitLanguage;
  explicitLanguage = locale;
  try {
    return read();
  } finally {
    explicitLanguage = previous;
  }
}

/** Sets the language of the page being rendered: first thing in a language's root layout and in each of its pages. */
export function setPageLanguage(locale: Locale): void {
  const store = renderStore();
  if (store) store.locale = locale;
}

/**
 * The language of the page being rendered (Serbian unless the page set another), or the one named explicitly; throws
 * outside a render otherwise, naming `reader` (the value read: "content/site.ts › site").
 */
export function pageLanguage(reader: string): Locale {
  if (explicitLanguage) return explicitLanguage;
  const store = renderStore();
  if (store) return store.locale ?? DEFAULT_LOCALE;
  const outside = (globalThis as WithOutsideLanguage)[OUTSIDE_RENDERS];
  if (outside) return outside;
  throw new Error(
    `${reader} was read outside a page's render, where there is no page language: read it while a page renders, or name the language (inLanguage(locale, () => …), content/page-language.ts).`,
  );
}

/** The page's language's value of `values` (`reader` names it if read outside a render). */
export function inPageLanguage<T>(reader: string, values: ByLanguage<T>): T {
  return values[pageLanguage(reader)];
}

/** A value that reads as the page's language's (lib/follow-language.ts): the form content modules export. */
export function followPageLanguage<T extends object>(reader: string, values: ByLanguage<T>): T {
  return followLanguage(values, () => pageLanguage(reader), DEFAULT_LOCALE);
}

/**
 * A value in each language: the Serbian as given (checked as its module loads), every other built on first use, so
 * nothing the Serbian pages need waits for a translation or can be stopped by one.
 */
export function byLanguage<T>(serbian: T, translations: { readonly [L in Exclude<Locale, 'sr'>]: () => T }): ByLanguage<T> {
  const built = new Map<Locale, T>();
  const values = { sr: serbian } as Record<Locale, T>;
  for (const [locale, build] of Object.entries(translations) as [Exclude<Locale, 'sr'>, () => T][]) {
    Object.defineProperty(values, locale, {
      enumerable: true,
      get: () => {
        if (!built.has(locale)) built.set(locale, build());
        return built.get(locale)!;
      },
    });
  }
  return values;
}
