import { imageFilePaths, largestImagePath, responsiveImage, type ImageManifest } from '@/lib/images';

const manifest: ImageManifest = {
  'blog/clanak': { width: 1600, height: 900, widths: [480, 800, 1200, 1600] },
  'tim/1': { width: 800, height: 1000, widths: [480, 800] },
};

describe('responsiveImage', () => {
  it('lists every width in AVIF and WebP with the intrinsic size', () => {
    const image = responsiveImage(manifest, 'blog/clanak');
    expect(image).toMatchObject({ width: 1600, height: 900, src: '/images/blog/clanak-800.webp' });
    expect(image.srcSet.avif).toBe(
      '/images/blog/clanak-480.avif 480w, /images/blog/clanak-800.avif 800w, /images/blog/clanak-1200.avif 1200w, /images/blog/clanak-1600.avif 1600w',
    );
    expect(image.srcSet.webp).toContain('/images/blog/clanak-1600.webp 1600w');
  });

  it('names the key and the manifest when an image is unknown', () => {
    expect(() => responsiveImage(manifest, 'tim/9')).toThrow(/Unknown image "tim\/9".*image-manifest\.json/);
  });
});

it('gives the largest rendition and every file of a key', () => {
  expect(largestImagePath(manifest, 'tim/1')).toBe('/images/tim/1-800.webp');
  expect(imageFilePaths(manifest, 'tim/1')).toEqual(['/images/tim/1-480.avif', '/images/tim/1-480.webp', '/images/tim/1-800.avif', '/images/tim/1-800.webp']);
});
