/** The artwork's manifest (content/image-manifest.json, written by tools/make-artwork.mjs): sizes per image key. */
import { z } from 'zod';
import { imageKey } from '@/lib/schemas/fields';

const pixels = z.int().positive();

export const imageEntrySchema = z
  .strictObject({
    width: pixels,
    height: pixels,
    /** Ascending; the last is the intrinsic width. */
    widths: z.array(pixels).min(1),
  })
  .superRefine(({ width, widths }, context) => {
    const ascending = widths.every((value, index) => index === 0 || value > widths[index - 1]!);
    if (!ascending || widths.at(-1) !== width) {
      context.addIssue({
        code: 'custom',
        path: ['widths'],
        input: widths,
        message: `širine treba da rastu do prave širine slike (${width}), a upisano je ${widths.join(', ')}`,
      });
    }
  });

export type ImageEntry = z.output<typeof imageEntrySchema>;

export const imageManifestSchema = z.record(imageKey, imageEntrySchema);

export type ImageManifest = z.output<typeof imageManifestSchema>;
