import { isUploadPath, renditionBaseName, renditionEntry, uploadImageKey } from './uploads.mjs';

describe('uploaded images', () => {
  it('recognises what Decap writes into the content, and nothing else', () => {
    expect(isUploadPath('/images/uploads/osmeh.jpg')).toBe(true);
    expect(isUploadPath('/images/uploads/Osmeh Ana.JPEG')).toBe(true);
    expect(isUploadPath('tim/1')).toBe(false);
    expect(isUploadPath('/images/uploads/optimized/osmeh-800.avif')).toBe(false);
    expect(isUploadPath('/images/uploads/dokument.pdf')).toBe(false);
    expect(isUploadPath('https://example.com/images/uploads/osmeh.jpg')).toBe(false);
    expect(isUploadPath(42)).toBe(false);
  });

  it('names the renditions in lowercase ASCII, Serbian letters included', () => {
    expect(renditionBaseName('Osmeh Ana Đurić.JPG')).toBe('osmeh-ana-djuric');
    expect(renditionBaseName('čćšž_posle (2).png')).toBe('ccsz-posle-2');
    expect(renditionBaseName('!!!.jpg')).toBe('slika');
    expect(uploadImageKey('/images/uploads/Tim 2025.webp')).toBe('uploads/optimized/tim-2025');
  });

  it('keeps a small original at its width and scales a large one down to 1600 px', () => {
    expect(renditionEntry(400, 300)).toEqual({ width: 400, height: 300, widths: [400] });
    expect(renditionEntry(1000, 750)).toEqual({ width: 1000, height: 750, widths: [480, 800, 1000] });
    expect(renditionEntry(1600, 900)).toEqual({ width: 1600, height: 900, widths: [480, 800, 1200, 1600] });
    expect(renditionEntry(4032, 3024)).toEqual({ width: 1600, height: 1200, widths: [480, 800, 1200, 1600] });
  });
});
