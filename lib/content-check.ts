/**
 * Checks for content entries: a malformed entry stops the build (and the tests) with a message
 * naming the file or entry and the field, e.g.
 *   content/blog/moj-clanak.md › metaDescription: at most 160 characters, got 171
 */
export class ContentError extends Error {
  constructor(
    readonly source: string,
    readonly field: string,
    problem: string,
  ) {
    super(`${source} › ${field}: ${problem}`);
    this.name = 'ContentError';
  }
}

/** Field readers over one untyped record (parsed frontmatter, for instance). */
export function fieldReader(source: string, record: Record<string, unknown>) {
  const fail = (field: string, problem: string): never => {
    throw new ContentError(source, field, problem);
  };
  const describe = (value: unknown) => (value === undefined ? 'nothing' : JSON.stringify(value));

  const text = (field: string, { max, min = 1 }: { max?: number; min?: number } = {}): string => {
    const value = record[field];
    if (typeof value !== 'string') return fail(field, `expected text, got ${describe(value)}`);
    const trimmed = value.trim();
    if (trimmed.length < min) return fail(field, min === 1 ? 'must not be empty' : `at least ${min} characters, got ${trimmed.length}`);
    if (max !== undefined && trimmed.length > max) return fail(field, `at most ${max} characters, got ${trimmed.length}`);
    return trimmed;
  };

  const wholeNumber = (field: string): number => {
    const value = record[field];
    if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) {
      return fail(field, `expected a whole number, got ${describe(value)}`);
    }
    return value;
  };

  const flag = (field: string): boolean => {
    const value = record[field];
    if (value === undefined) return false;
    if (typeof value !== 'boolean') return fail(field, `expected true or false, got ${describe(value)}`);
    return value;
  };

  /** YAML turns an unquoted 2025-01-15 into a Date; accept both it and the string form. */
  const isoDate = (field: string): string => {
    const value = record[field];
    const iso = value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value;
    if (typeof iso !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(iso) || Number.isNaN(Date.parse(`${iso}T00:00:00Z`))) {
      return fail(field, `expected an ISO date such as 2025-01-15, got ${describe(value)}`);
    }
    return iso;
  };

  const oneOf = <T extends string>(field: string, allowed: readonly T[]): T => {
    const value = record[field];
    if (typeof value !== 'string' || !allowed.includes(value as T)) {
      return fail(field, `expected one of ${allowed.join(', ')}; got ${describe(value)}`);
    }
    return value as T;
  };

  return { text, wholeNumber, flag, isoDate, oneOf, fail };
}

/** Fails when two entries share a value of a field that must be unique. */
export function assertUnique<T>(entries: readonly T[], field: keyof T & string, sourceOf: (entry: T) => string): void {
  const seen = new Map<unknown, T>();
  for (const entry of entries) {
    const value = entry[field];
    const earlier = seen.get(value);
    if (earlier) throw new ContentError(sourceOf(entry), field, `${JSON.stringify(value)} is already used by ${sourceOf(earlier)}`);
    seen.set(value, entry);
  }
}
