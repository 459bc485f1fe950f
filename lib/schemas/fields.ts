/**
 * Field schemas the collections share (lib/schemas/*), and the one list rule zod has no word for:
 * uniqueness. Messages are worded by lib/content-issues.ts, which also names the file, entry and field.
 */
import { z } from 'zod';
import { dayCount } from '@/lib/format';
import { describeValue, entryName } from '@/lib/content-issues';
import { isIsoDate } from '@/lib/format';
import { isUploadPath, uploadImageKey } from '@/lib/uploads.mjs';

/** Text with something in it, trimmed; at most `max` characters when given. */
export function text(max?: number) {
  const trimmed = z.string().trim().min(1);
  return max === undefined ? trimmed : trimmed.max(max);
}

/** An id: a whole number, 0 or more. */
export const wholeNumber = z.int({ error: (issue) => `očekuje se ceo broj, a upisano je ${describeValue(issue.input)}` }).nonnegative();

const isoDateError = (issue: { input: unknown }) => `očekuje se datum u obliku 2025-01-15, a upisano je ${describeValue(issue.input)}`;

/** A real calendar day written as "2025-01-15". */
export const isoDate = z.string({ error: isoDateError }).refine(isIsoDate, { error: isoDateError });

/** An ISO date in YAML frontmatter, which turns an unquoted 2025-01-15 into a Date: either form, read as text. */
export const yamlDate = z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), isoDate);

/** A site path: "/", "/cenovnik", "/#kontakt", "/blog/slug/". */
export const sitePath = z
  .string()
  .regex(/^\/(?!\/)\S*$/, { error: (issue) => `očekuje se adresa na sajtu koja počinje znakom "/", a upisano je ${describeValue(issue.input)}` });

/** An in-page anchor or a file name: lowercase ASCII words joined by hyphens ("oralna-hirurgija"). */
export const anchorId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: (issue) => `očekuju se mala slova bez kvačica, reči spojene crticom, a upisano je ${describeValue(issue.input)}`,
});

/** An absolute http(s) URL. */
export const webUrl = z.url({ protocol: /^https?$/, error: (issue) => `očekuje se cela adresa, sa https://, a upisano je ${describeValue(issue.input)}` });

const IMAGE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** A key of content/image-manifest.json ("tim/1"); whether the image exists is content/images.test.ts's business. */
export const imageKey = z.string().regex(IMAGE_KEY, {
  error: (issue) => `očekuje se oznaka slike poput "tim/1", a upisano je ${describeValue(issue.input)}`,
});

/** An iPhone's own photo format, which browsers other than Safari cannot show. */
export const HEIC_PROBLEM =
  'fotografija je u formatu HEIC, koji sajt ne može da prikaže: sačuvajte je kao JPG (na iPhone-u: Podešavanja → Kamera → Formati → „Najkompatibilnije“) i otpremite ponovo';

/**
 * A picture in the content: an artwork key ("tim/1"), or an image uploaded through /admin/ ("/images/uploads/osmeh.jpg"),
 * read as the key of its renditions (lib/uploads.mjs), so the components draw both the same way.
 */
export const contentImage = z.string().transform((value, context) => {
  if (isUploadPath(value)) return uploadImageKey(value);
  if (IMAGE_KEY.test(value)) return value;
  if (/\.(heic|heif)$/i.test(value)) {
    context.addIssue({ code: 'custom', input: value, message: HEIC_PROBLEM });
    return z.NEVER;
  }
  context.addIssue({
    code: 'custom',
    input: value,
    message: `očekuje se oznaka slike poput "tim/1" ili otpremljena slika poput "/images/uploads/osmeh.jpg", a upisano je ${describeValue(value)}`,
  });
  return z.NEVER;
});

/**
 * A list refinement: each entry's `key` differs from every earlier entry's. The repeat is reported on the
 * later entry's field, naming the earlier entry as the editor's list shows it („Keramička faseta“).
 */
export function uniqueBy<T extends object>(key: keyof T & string, { same = (value: unknown) => value }: { same?: (value: unknown) => unknown } = {}) {
  return (entries: readonly T[], context: z.RefinementCtx<readonly T[]>) => {
    const seen = new Map<unknown, number>();
    entries.forEach((entry, index) => {
      const value = entry[key];
      // An optional key left out is not a value (two questions without a claim anchor do not clash).
      if (value === undefined) return;
      const earlier = seen.get(same(value));
      if (earlier === undefined) seen.set(same(value), index);
      else
        context.addIssue({
          code: 'custom',
          path: [index, key],
          input: value,
          // A near twin is named by its own value (the clinic sees how it is written); an exact one by its other fields.
          message: `${describeValue(value)} već ima ${entryName(entries[earlier], earlier, entries[earlier]![key] === value ? key : undefined).replace(/ stavka$/, ' stavku')}: upišite drugu vrednost`,
        });
    });
  };
}

/**
 * A text as a reader tells it apart (issue 42): without case, spaces and punctuation, so "Šta je hollywood smile ?"
 * is the same question as "Šta je Hollywood Smile?" (for `uniqueBy`'s `same`).
 */
export const asReadersTellApart = (value: unknown): unknown => (typeof value === 'string' ? value.toLocaleLowerCase('sr').replace(/[\s\p{P}]+/gu, '') : value);

/** A treatment's length as the cards print it, "7 dana", within min–max days. */
export function days(min: number, max: number) {
  return z.string().refine(
    (value) => {
      const count = dayCount(value);
      return count >= min && count <= max;
    },
    { error: (issue) => `očekuje se od "${min} dana" do "${max} dana", a upisano je ${describeValue(issue.input)}` },
  );
}
