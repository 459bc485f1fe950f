import { PHOTO_MAX_MEGABYTES, PHOTO_MAX_SIDE, decidePhoto, fittedSize } from './photo';

describe('decidePhoto', () => {
  it('refuses HEIC by type or by name', () => {
    expect(decidePhoto({ name: 'IMG_0001.HEIC', type: '', size: 2e6 })).toEqual({ refuse: 'heic', megabytes: 2 });
    expect(decidePhoto({ name: 'slika', type: 'image/heif', size: 2e6 })).toMatchObject({ refuse: 'heic' });
  });

  it('refuses what is not a JPEG, PNG or WebP photo', () => {
    expect(decidePhoto({ name: 'cenovnik.pdf', type: 'application/pdf', size: 1e5 })).toMatchObject({ refuse: 'format' });
    expect(decidePhoto({ name: 'logo.gif', type: 'image/gif', size: 1e5 })).toMatchObject({ refuse: 'format' });
  });

  it('refuses an original over the limit, saying its size', () => {
    expect(decidePhoto({ name: 'velika.jpg', type: 'image/jpeg', size: (PHOTO_MAX_MEGABYTES + 1) * 1e6 })).toEqual({
      refuse: 'tooLarge',
      megabytes: PHOTO_MAX_MEGABYTES + 1,
    });
  });

  it('takes a photo as JPEG and a PNG as PNG, keeping the name', () => {
    expect(decidePhoto({ name: 'Tim 2025.jpeg', type: 'image/jpeg', size: 8e6 })).toEqual({ accept: true, type: 'image/jpeg', name: 'Tim 2025.jpg' });
    expect(decidePhoto({ name: 'ordinacija.webp', type: 'image/webp', size: 1e6 })).toEqual({ accept: true, type: 'image/jpeg', name: 'ordinacija.jpg' });
    expect(decidePhoto({ name: 'znak.png', type: 'image/png', size: 1e6 })).toEqual({ accept: true, type: 'image/png', name: 'znak.png' });
  });
});

describe('fittedSize', () => {
  it('scales the longer side down to the limit, landscape or portrait', () => {
    expect(fittedSize(6000, 4000)).toEqual({ width: PHOTO_MAX_SIDE, height: 1600 });
    expect(fittedSize(3000, 4000)).toEqual({ width: 1800, height: PHOTO_MAX_SIDE });
  });

  it('never enlarges a small photo', () => {
    expect(fittedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});
