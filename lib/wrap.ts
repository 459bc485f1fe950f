/** Index arithmetic for carousels and slideshows. */

/** Wraps an index into 0..length-1 in both directions: -1 -> length-1, length -> 0. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** Keeps a value within [min, max]. */
export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
