/**
 * The type of a language's words, from the Serbian words' (issue 27): each string literal of an `as const` words
 * object widened to `string`, so another language fills the same shape with its own words. Functions keep their
 * parameters; tuples become lists of the same length where the tuple is one of word forms.
 */
export type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Words<R>
    : T extends readonly [unknown, ...unknown[]]
      ? { readonly [K in keyof T]: Words<T[K]> }
      : T extends readonly (infer U)[]
        ? readonly Words<U>[]
        : T extends object
          ? { readonly [K in keyof T]: Words<T[K]> }
          : T;
