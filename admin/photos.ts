/**
 * Photos on their way into the media library: a chosen file is checked and prepared before Decap's own handler sees it
 * (lib/editor/photo.ts decides): HEIC, other formats and oversized originals are refused with a message saying what to
 * do; a photo is drawn onto a canvas at most 2400 px on its longer side (upright, as the phone shot it) and encoded again,
 * which leaves its metadata (GPS position, camera) behind. Then the same input carries the prepared file and its
 * change event is sent again for Decap.
 */
import { editorWords } from '@/content/editor-words';
import { PHOTO_MAX_MEGABYTES, PHOTO_QUALITY, decidePhoto, fittedSize } from '@/lib/editor/photo';
import { closeNotice, showNotice } from './notice';

/** The change events this script sent itself, which pass through to Decap. */
const prepared = new WeakSet<Event>();

/** The photo decoded upright; through an <img> where createImageBitmap cannot take the file or the option (older Safari). */
async function decode(file: File): Promise<ImageBitmap | HTMLImageElement> {
  try {
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    const url = URL.createObjectURL(file);
    try {
      const image = new Image();
      image.src = url;
      await image.decode();
      return image;
    } finally {
      URL.revokeObjectURL(url);
    }
  }
}

async function preparePhoto(file: File, type: string, name: string): Promise<File> {
  // Decoded upright: the EXIF orientation is applied, then dropped with the rest of the metadata.
  const bitmap = await decode(file);
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  if ('close' in bitmap) bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, PHOTO_QUALITY));
  if (!blob) throw new Error('encode');
  return new File([blob], name, { type, lastModified: file.lastModified });
}

async function onFileChosen(event: Event): Promise<void> {
  const input = event.target;
  if (prepared.has(event) || !(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
  // Decap must not see the original: it gets the prepared file in a new event, or nothing.
  event.stopImmediatePropagation();
  const originals = [...input.files];
  const ready: File[] = [];
  const problems: string[] = [];
  showNotice(editorWords.photo.working, [], 'info');
  for (const file of originals) {
    const decision = decidePhoto(file);
    if ('refuse' in decision) {
      const { heic, format, tooLarge } = editorWords.photo;
      problems.push(
        decision.refuse === 'heic'
          ? heic(file.name)
          : decision.refuse === 'format'
            ? format(file.name)
            : tooLarge(file.name, decision.megabytes, PHOTO_MAX_MEGABYTES),
      );
      continue;
    }
    try {
      ready.push(await preparePhoto(file, decision.type, decision.name));
    } catch {
      problems.push(editorWords.photo.unreadable(file.name));
    }
  }
  if (problems.length > 0) showNotice(editorWords.photo.refused, problems);
  else closeNotice();
  if (ready.length === 0) {
    input.value = '';
    return;
  }
  const transfer = new DataTransfer();
  for (const file of ready) transfer.items.add(file);
  input.files = transfer.files;
  const again = new Event('change', { bubbles: true });
  prepared.add(again);
  input.dispatchEvent(again);
}

export function preparePhotosBeforeUpload(): void {
  // Capture on window: before React's listener at its root.
  window.addEventListener('change', (event) => void onFileChosen(event), true);
}
