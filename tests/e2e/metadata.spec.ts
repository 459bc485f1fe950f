/**
 * Every built page's head, as crawlers and link previews read it (the raw HTML, not the DOM):
 * one unique title and description, one absolute canonical, and og:image / twitter:image pointing
 * at a JPEG in out/ of the stated size, small enough for WhatsApp. Desktop only: the HTML is the
 * same for every viewport.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { site } from '@/content/site';
import { SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_TYPE } from '@/lib/share-images';
import { builtPagePaths } from './site-pages';

const OUT = path.resolve(__dirname, '../../out');

type Attributes = Record<string, string>;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'", '#x27': "'" };
const decode = (text: string) => text.replace(/&(#x27|#39|amp|quot|apos|lt|gt);/g, (_, name: string) => ENTITIES[name]!);

function attributesOf(tag: string): Attributes {
  const attributes: Attributes = {};
  for (const [, name, value] of tag.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) attributes[name!] = decode(value!);
  return attributes;
}

/** The tags that matter here, from the page's raw HTML. */
function readHead(html: string) {
  const metas = [...html.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributesOf(tag));
  const meta = (key: 'name' | 'property', value: string) =>
    metas.filter((attributes) => attributes[key] === value).map((attributes) => attributes.content ?? '');
  return {
    titles: [...html.matchAll(/<title\b[^>]*>([^<]*)<\/title>/g)].map(([, text]) => decode(text!)),
    descriptions: meta('name', 'description'),
    canonicals: links.filter((attributes) => attributes.rel === 'canonical').map((attributes) => attributes.href ?? ''),
    meta,
  };
}

async function fetchHead(request: APIRequestContext, pagePath: string) {
  const response = await request.get(pagePath);
  expect(response.status(), pagePath).toBe(200);
  return readHead(await response.text());
}

const pagePaths = builtPagePaths();

test('@desktop every page has one title and one description, each unique across the site', async ({ request }) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const pagePath of pagePaths) {
    const head = await fetchHead(request, pagePath);
    expect(head.titles, `${pagePath}: <title>`).toHaveLength(1);
    expect(head.descriptions, `${pagePath}: meta description`).toHaveLength(1);
    const [title, description] = [head.titles[0]!.trim(), head.descriptions[0]!.trim()];
    expect(title, `${pagePath}: empty title`).not.toBe('');
    expect(description, `${pagePath}: empty description`).not.toBe('');
    expect(titles.get(title), `${pagePath}: title also on`).toBeUndefined();
    expect(descriptions.get(description), `${pagePath}: description also on`).toBeUndefined();
    titles.set(title, pagePath);
    descriptions.set(description, pagePath);
  }
  expect(titles.size).toBe(pagePaths.length);
});

for (const pagePath of pagePaths) {
  test(`@desktop ${pagePath}: one absolute canonical, and a share image that exists in out/ at its stated size`, async ({ request }) => {
    const head = await fetchHead(request, pagePath);

    expect(head.canonicals).toEqual([site.url + pagePath]);
    expect(head.canonicals[0]).toMatch(/^https?:\/\/[^/]+\/(.*\/)?$/);

    const one = (key: 'name' | 'property', value: string) => {
      const values = head.meta(key, value);
      expect(values, `${pagePath}: ${value}`).toHaveLength(1);
      expect(values[0]!.trim(), `${pagePath}: ${value}`).not.toBe('');
      return values[0]!;
    };
    const imageUrl = one('property', 'og:image');
    expect(one('name', 'twitter:image')).toBe(imageUrl);
    expect(one('name', 'twitter:card')).toBe('summary_large_image');
    expect(one('property', 'og:image:type')).toBe(SHARE_IMAGE_TYPE);
    expect(one('property', 'og:image:alt')).toBe(one('name', 'twitter:image:alt'));
    const width = Number(one('property', 'og:image:width'));
    const height = Number(one('property', 'og:image:height'));

    expect(imageUrl.startsWith(`${site.url}/`), imageUrl).toBe(true);
    const file = path.join(OUT, decodeURIComponent(new URL(imageUrl).pathname));
    const bytes = statSync(file, { throwIfNoEntry: false });
    expect(bytes?.isFile(), `${imageUrl} is not a file in out/`).toBe(true);
    expect(bytes!.size).toBeLessThanOrEqual(SHARE_IMAGE_MAX_BYTES);
    const actual = await sharp(file).metadata();
    expect({ format: actual.format, width: actual.width, height: actual.height }).toEqual({ format: 'jpeg', width, height });
  });
}
