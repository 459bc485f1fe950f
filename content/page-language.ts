/**
 * The language of the page being rendered (issue 27). Each language's root layout and each of its pages set it
 * first (app/(en)/en/layout.tsx), and every content module read during that render answers in it: `site`,
 * `frameCopy`, `faqs` and the rest are `followPageLanguage` values. Outside a page's render (the tests, the build
 * scripts, a module's load) the language is the default, Serbian.
 *
 * The language is held per render by React's `cache` (the request-scoped store next-intl's `setRequestLocale`
 * uses for static rendering): pages rendered side by side in one build worker never see each other's.
 */
import { cache } from 'react';
import { followLanguage, type ByLanguage } from '@/lib/follow-language';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locales';

export type { ByLanguage } from '@/lib/follow-language';

const renderLanguage = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

/** Sets the language of the page being rendered: first thing in a language's root layout and in each of its pages. */
export function setPageLanguage(locale: Locale): void {
  renderLanguage().locale = locale;
}

/** The language of the page being rendered; Serbian outside a render. */
export function pageLanguage(): Locale {
  return renderLanguage().locale;
}

/** The page's language's value of `values`. */
export function inPageLanguage<T>(values: ByLanguage<T>): T {
  return values[pageLanguage()];
}

/** A value that reads as the page's language's (lib/follow-language.ts): the form content modules export. */
export function followPageLanguage<T extends object>(values: ByLanguage<T>): T {
  return followLanguage(values, pageLanguage, DEFAULT_LOCALE);
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
