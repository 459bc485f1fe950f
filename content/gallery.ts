/** The 8 images of /galerija (spec §3). Image values are keys of content/image-manifest.json. */
import { parseContent } from '@/lib/content-check';
import { gallerySchema, type GalleryItem } from '@/lib/schemas/gallery';

export { galleryTreatments, type GalleryItem } from '@/lib/schemas/gallery';

/** Checked at load (lib/schemas/gallery.ts): known treatments, 5–14 days, unique ids. */
export const gallery: readonly GalleryItem[] = parseContent(
  gallerySchema,
  [
    {
      id: 1,
      title: 'Transformacija Osmeha 1',
      image: 'galerija/1',
      treatment: 'Hollywood Smile',
      duration: '7 dana',
      description: 'Dvadeset e.max faseta za blistav, prirodno beo osmeh na obe vilice.',
    },
    {
      id: 2,
      title: 'Savršen Osmeh 1',
      image: 'galerija/2',
      treatment: 'Estetska Korekcija',
      duration: '5 dana',
      description: 'Korekcija oblika i dužine prednjih zuba uz ujednačavanje boje.',
    },
    {
      id: 3,
      title: 'Transformacija Osmeha 2',
      image: 'galerija/3',
      treatment: 'Bezmetalne Krunice',
      duration: '10 dana',
      description: 'Stare metalokeramičke krunice zamenjene bezmetalnim, bez tamnih ivica uz desni.',
    },
    {
      id: 4,
      title: 'Specijalna Transformacija',
      image: 'galerija/4',
      treatment: 'Estetska Rekonstrukcija',
      duration: '14 dana',
      description: 'Obnova istrošenih zuba i podizanje zagrižaja kombinacijom krunica i faseta.',
    },
    {
      id: 5,
      title: 'Savršen Osmeh 2',
      image: 'galerija/5',
      treatment: 'Premium Krunice',
      duration: '10 dana',
      description: 'Premium krunice od cirkonije, obložene ručno slojevanom keramikom prirodne prozirnosti.',
    },
    {
      id: 6,
      title: 'Transformacija Osmeha 3',
      image: 'galerija/6',
      treatment: 'Hollywood Smile',
      duration: '7 dana',
      description: 'Zatvoreni razmaci i svetliji ton osmeha u samo nekoliko poseta.',
    },
    {
      id: 7,
      title: 'Nova Transformacija',
      image: 'galerija/7',
      treatment: 'Individualni Pristup',
      duration: '12 dana',
      description: 'Plan prilagođen pacijentu koji je želeo diskretnu, potpuno prirodnu promenu.',
    },
    {
      id: 8,
      title: 'Savršen Osmeh 3',
      image: 'galerija/8',
      treatment: 'Estetska Korekcija',
      duration: '6 dana',
      description: 'Kompozitne i keramičke fasete za skladan osmeh uz minimalnu obradu zuba.',
    },
  ],
  { file: 'content/gallery.ts', name: 'gallery' },
);
