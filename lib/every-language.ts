/**
 * Every value of the content modules read in each language (issue 42): a content module builds its English on first
 * use (content/page-language.ts `byLanguage`, a `get en()`), so loading the modules checks the Serbian only. Reading
 * every export, and each of its own fields, with the page's language set to each language in turn builds every
 * language's values as the pages would, and a problem of any of them stops the check as it would stop the build.
 */
export function readInEveryLanguage<L extends string>(modules: readonly object[], locales: readonly L[], setLanguage: (locale: L) => void): void {
  try {
    for (const locale of locales) {
      setLanguage(locale);
      for (const exported of modules.flatMap((module) => Object.values(module) as unknown[])) readFields(exported, locales);
    }
  } finally {
    setLanguage(locales[0]!);
  }
}

/** A value's own fields, and each language's value of a value by language ({ sr, en }). */
function readFields(value: unknown, locales: readonly string[]): void {
  if (value === null || typeof value !== 'object') return;
  for (const key of Object.keys(value)) {
    const field: unknown = (value as Record<string, unknown>)[key];
    if (locales.includes(key) && field !== null && typeof field === 'object')
      for (const inner of Object.keys(field)) void (field as Record<string, unknown>)[inner];
  }
}
