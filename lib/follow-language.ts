/**
 * One value per language, read through a single name (issue 27): components write `site.phone.display` or
 * `faqs.map(…)` as before, and each read answers in the language `current()` names at that moment. So one page
 * component renders either language, and nothing threads the language through props. Pure: the caller says how
 * the language is found (content/page-language.ts: the page being rendered).
 */
import type { Locale } from '@/lib/locales';

export type ByLanguage<T> = Readonly<Record<Locale, T>>;

/**
 * A stand-in for `values[current()]`, chosen anew at every read. Its target is the default language's value, so
 * `Array.isArray` and `typeof` answer as for the value itself. A method is bound to the value it came from (a
 * Map's `get` needs its own Map as `this`). The values must not be frozen: a proxy may not describe a frozen
 * target's properties as those of another object.
 */
export function followLanguage<T extends object>(values: ByLanguage<T>, current: () => Locale, fallback: Locale = 'sr'): T {
  const value = (): T => values[current()];
  return new Proxy(values[fallback], {
    get(_target, key) {
      const chosen = value();
      const found: unknown = Reflect.get(chosen, key);
      return typeof found === 'function' && key !== 'constructor' ? (found as (...args: unknown[]) => unknown).bind(chosen) : found;
    },
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(value(), key),
    set: () => false,
    deleteProperty: () => false,
    defineProperty: () => false,
  });
}
