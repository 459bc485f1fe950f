/**
 * The guard against shipping placeholders (issue 16): the content marks which of its values are
 * stand-ins (content/site.ts `placeholders`, `placeholder` on each video in content/data/home/videos.json), and a build
 * for any site URL other than the development default stops, listing each one still present, unless
 * the override variable allows a preview deploy. Pure: the caller passes the environment in.
 */
import { parseSiteUrl } from '@/lib/site-url';

/** Dotted paths to the leaf values of T ("phone.e164", "address.geo.latitude"); arrays count as leaves. */
export type FieldPath<T> = {
  [K in keyof T & string]: T[K] extends readonly unknown[] ? K : T[K] extends object ? `${K}.${FieldPath<T[K]>}` : K;
}[keyof T & string];

/** One value still marked as a placeholder: where it is and what it says now. */
export interface PlaceholderField {
  /** The file to edit: "content/data/site.json". */
  source: string;
  /** The field within it: "phone.e164", "items[0].youtubeId". */
  field: string;
  value: unknown;
}

/** The value at a dotted path ("address.geo.latitude"); undefined when a step is missing. */
export function valueAt(object: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), object);
}

/** Stand-in values by dotted path: the content a real value replaces. */
export type StandIns<T> = Partial<Record<FieldPath<T>, unknown>>;

/**
 * The fields of one object that still hold their stand-in, in the order they are listed. A field edited to
 * anything else (through /admin/ or by hand) is real: the list needs no update when the clinic's value arrives.
 */
export function standInFields<T>(source: string, object: T, standIns: StandIns<T>): PlaceholderField[] {
  return (Object.entries(standIns) as [string, unknown][])
    .map(([path, standIn]) => ({ source, field: path, value: valueAt(object, path), standIn }))
    .filter(({ value, standIn }) => JSON.stringify(value) === JSON.stringify(standIn))
    .map(({ source, field, value }) => ({ source, field, value }));
}

/** The variable that lets a build with placeholders through (a preview deploy): exactly "1". */
export const ALLOW_PLACEHOLDERS_VARIABLE = 'ALLOW_PLACEHOLDERS';

export interface PlaceholderGuardInput {
  /** NEXT_PUBLIC_SITE_URL as the build sees it; unset or blank means the development default. */
  siteUrl: string | undefined;
  /** The development default origin (content/site.ts). */
  developmentUrl: string;
  /** ALLOW_PLACEHOLDERS as the build sees it. */
  allow: string | undefined;
  placeholders: readonly PlaceholderField[];
}

export type PlaceholderVerdict = { ok: true; reason: 'no-placeholders' | 'development-url' | 'override'; message?: string } | { ok: false; message: string };

function list(placeholders: readonly PlaceholderField[]): string {
  return placeholders.map((entry) => `  - ${entry.source} › ${entry.field}: ${JSON.stringify(entry.value)}`).join('\n');
}

/**
 * Passes when nothing is marked, when the build is for the development default URL, or with
 * ALLOW_PLACEHOLDERS=1 (then with a warning listing the fields); fails otherwise, naming each field.
 */
export function checkPlaceholders({ siteUrl, developmentUrl, allow, placeholders }: PlaceholderGuardInput): PlaceholderVerdict {
  if (placeholders.length === 0) return { ok: true, reason: 'no-placeholders' };
  const origin = parseSiteUrl(siteUrl, developmentUrl);
  if (origin === parseSiteUrl(undefined, developmentUrl)) return { ok: true, reason: 'development-url' };
  const count = `${placeholders.length} placeholder value${placeholders.length === 1 ? '' : 's'}`;
  if (allow?.trim() === '1') {
    return {
      ok: true,
      reason: 'override',
      message: `Warning: building for ${origin} with ${count} (${ALLOW_PLACEHOLDERS_VARIABLE}=1, a preview deploy):\n${list(placeholders)}`,
    };
  }
  return {
    ok: false,
    message: [
      `This build is for ${origin} (NEXT_PUBLIC_SITE_URL), but the content still holds ${count}:`,
      list(placeholders),
      "Put the clinic's real value in each, through /admin/ or in the file: an identity field counts as a placeholder while it",
      'holds its stand-in (content/site.ts `placeholders`), a video while "placeholder" is ticked, a fact awaiting confirmation',
      'until it is ticked in /admin/ → „Pre objave: za potvrdu“ (a market range until it names its source). README: "Before the first deploy".',
      `For a preview deploy with the placeholders: ${ALLOW_PLACEHOLDERS_VARIABLE}=1 npm run build`,
    ].join('\n'),
  };
}
