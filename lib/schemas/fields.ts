/**
 * Field schemas the collections share (lib/schemas/*), and the one list rule zod has no word for:
 * uniqueness. Messages are worded by lib/content-issues.ts, which also names the file, entry and field.
 */
import { z } from 'zod';
import { describeValue, entryLabel } from '@/lib/content-issues';
import { isIsoDate } from '@/lib/format';
import { isUploadPath, uploadImageKey } from '@/lib/uploads.mjs';

/** Text with something in it, trimmed; at most `max` characters when given. */
export function text(max?: number) {
  const trimmed = z.string().trim().min(1);
  return max === undefined ? trimmed : trimmed.max(max);
}

/** An id: a whole number, 0 or more. */
export const wholeNumber = z.int({ error: (issue) => `expected a whole number, got ${describeValue(issue.input)}` }).nonnegative();

const isoDateError = (issue: { input: unknown }) => `expected an ISO date such as 2025-01-15, got ${describeValue(issue.input)}`;

/** A real calendar day written as "2025-01-15". */
export const isoDate = z.string({ error: isoDateError }).refine(isIsoDate, { error: isoDateError });

/** An ISO date in YAML frontmatter, which turns an unquoted 2025-01-15 into a Date: either form, read as text. */
export const yamlDate = z.preprocess((value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value), isoDate);

/** A site path: "/", "/cenovnik", "/#kontakt", "/blog/slug/". */
export const sitePath = z.string().regex(/^\/(?!\/)\S*$/, { error: (issue) => `expected a site path starting with "/", got ${describeValue(issue.input)}` });

/** An in-page anchor or a file name: lowercase ASCII words joined by hyphens ("oralna-hirurgija"). */
export const anchorId = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: (issue) => `expected lowercase ASCII words joined by hyphens, got ${describeValue(issue.input)}`,
});

/** An absolute http(s) URL. */
export const webUrl = z.url({ protocol: /^https?$/, error: (issue) => `expected an absolute http(s) URL, got ${describeValue(issue.input)}` });

const IMAGE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/** A key of content/image-manifest.json ("tim/1"); whether the image exists is content/images.test.ts's business. */
export const imageKey = z.string().regex(IMAGE_KEY, {
  error: (issue) => `expected an image key such as "tim/1", got ${describeValue(issue.input)}`,
});

/**
 * A picture in the content: an artwork key ("tim/1"), or an image uploaded through /admin/ ("/images/uploads/osmeh.jpg"),
 * read as the key of its renditions (lib/uploads.mjs), so the components draw both the same way.
 */
export const contentImage = z.string().transform((value, context) => {
  if (isUploadPath(value)) return uploadImageKey(value);
  if (IMAGE_KEY.test(value)) return value;
  context.addIssue({
    code: 'custom',
    input: value,
    message: `expected an image key such as "tim/1" or an uploaded image such as "/images/uploads/osmeh.jpg", got ${describeValue(value)}`,
  });
  return z.NEVER;
});

/**
 * A list refinement: each entry's `key` differs from every earlier entry's. The repeat is reported on the
 * later entry's field, naming the earlier entry as the message names entries ("[id=3]").
 */
export function uniqueBy<T extends object>(key: keyof T & string) {
  return (entries: readonly T[], context: z.RefinementCtx<readonly T[]>) => {
    const seen = new Map<unknown, number>();
    entries.forEach((entry, index) => {
      const value = entry[key];
      const earlier = seen.get(value);
      if (earlier === undefined) seen.set(value, index);
      else
        context.addIssue({
          code: 'custom',
          path: [index, key],
          input: value,
          message: `${describeValue(value)} is already used by ${entryLabel(entries[earlier], earlier, key)}`,
        });
    });
  };
}

/** A treatment's length as the cards print it, "7 dana", within min–max days. */
export function days(min: number, max: number) {
  return z.string().refine(
    (value) => {
      const count = Number(/^(\d+) dana$/.exec(value)?.[1]);
      return count >= min && count <= max;
    },
    { error: (issue) => `expected "${min} dana" to "${max} dana", got ${describeValue(issue.input)}` },
  );
}
