/** Every image the content references exists in public/ at every width and format the manifest lists. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { articles } from '@/content/articles';
import { gallery } from '@/content/gallery';
import { beforeAfter, clinicSlides, team, testimonialPhotos, videoTestimonials } from '@/content/home';
import { imageManifest } from '@/content/images';
import { imageFilePaths } from '@/lib/images';

describe('images', () => {
  const referenced = [
    'hero/osmeh',
    ...articles.map((article) => article.image),
    ...beforeAfter.flatMap((item) => [item.beforeImage, item.afterImage]),
    ...testimonialPhotos.map((photo) => photo.image),
    ...team.map((member) => member.image),
    ...videoTestimonials.map((video) => video.poster),
    ...clinicSlides.map((slide) => slide.image),
    ...gallery.map((item) => item.image),
  ];

  it.each(referenced)('%s exists in public/ at every listed width and format', (key) => {
    for (const file of imageFilePaths(imageManifest, key)) {
      expect(existsSync(path.join(process.cwd(), 'public', file))).toBe(true);
    }
  });

  it('has the logo and the default share image', () => {
    expect(existsSync(path.join(process.cwd(), 'public/images/brand/logo.png'))).toBe(true);
    expect(existsSync(path.join(process.cwd(), 'public/images/og/default.jpg'))).toBe(true);
  });
});
