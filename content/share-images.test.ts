/** The site's real share images: one per page, each with Serbian alt text and artwork that exists. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { articles } from '@/content/articles';
import { imageManifest } from '@/content/images';
import { pages } from '@/content/pages';
import { shareImageForPath, shareImages } from '@/content/share-images';
import { site } from '@/content/site';
import { routeNames, routes } from '@/content/route-registry';
import { articlePath } from '@/lib/routes';
import { artworkFilePath } from '@/lib/share-images';

// Every page of the route registry (content/route-registry.ts), with its copy.
const pageImages = routeNames.map((name) => ({ path: routes[name], copy: pages[name] }));

describe('share images', () => {
  it('has exactly one image per article and one per other route, and nothing else', () => {
    expect(shareImages).toHaveLength(pageImages.length + articles.length);
    for (const article of articles) {
      expect(shareImages.filter((image) => image.pagePath === articlePath(article.slug))).toHaveLength(1);
    }
  });

  it('uses each file name once', () => {
    const names = shareImages.map((image) => image.fileName);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9-]+\.jpg$/);
  });

  it.each(pageImages)('gives $path its own image with its heading', ({ path: pagePath, copy }) => {
    const image = shareImageForPath(pagePath);
    expect(image.path).toBe(`/og/${image.fileName}`);
    expect(image.title).toBe(copy.heading);
    expect(copy.lead.startsWith(image.subtitle!)).toBe(true);
  });

  it('gives every article its own image with its title, category and artwork', () => {
    for (const article of articles) {
      const image = shareImageForPath(articlePath(article.slug));
      expect(image).toMatchObject({ fileName: `blog-${article.slug}.jpg`, title: article.title, label: article.category, artwork: article.image });
    }
  });

  it('describes every image in Serbian (Latin script), naming the brand and the text it shows', () => {
    const alts = shareImages.map((image) => image.alt);
    expect(new Set(alts).size).toBe(alts.length);
    for (const image of shareImages) {
      expect(image.alt.trim()).not.toBe('');
      expect(image.alt).toMatch(/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}€]+$/u);
      expect(image.alt).toContain(site.brand);
      expect(image.alt).toContain(image.title);
      if (image.label) expect(image.alt).toContain(image.label);
    }
  });

  it('draws over artwork that exists in public/', () => {
    for (const image of shareImages) {
      expect(existsSync(path.join(process.cwd(), 'public', artworkFilePath(imageManifest, image.artwork)))).toBe(true);
    }
  });
});
