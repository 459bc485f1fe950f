import { parseUntyped } from '@/lib/content-check';
import { imageManifestSchema } from '@/lib/schemas/images';

const parse = (manifest: unknown) => () => parseUntyped(imageManifestSchema, manifest, { file: 'content/image-manifest.json' });

describe('imageManifestSchema', () => {
  it('wants whole pixel sizes and widths ascending to the intrinsic width', () => {
    expect(parse({ 'tim/1': { width: 800, height: 1000, widths: [480, 800] } })).not.toThrow();
    expect(parse({ 'tim/1': { width: 800, height: 1000, widths: [800, 480] } })).toThrow(
      'content/image-manifest.json › tim/1.widths: širine treba da rastu do prave širine slike (800), a upisano je 800, 480',
    );
    expect(parse({ 'tim/1': { width: 800, height: '1000', widths: [800] } })).toThrow(
      'content/image-manifest.json › tim/1.height: očekuje se broj, a upisano je "1000"',
    );
  });
});
