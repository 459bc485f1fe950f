import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { beforeAfter, clinicSlides, videoTestimonials } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { pagesIn } from '@/content/pages';
import { localizedRoutes } from '@/content/route-registry';
import { NOT_FOUND_PAGES } from '@/lib/locales';
import { CACHE } from '../../hosting/policy.mjs';
import { widgetCopy } from '@/content/widgets';
import { recordCspViolations } from './csp';
import { hydratedIsland, withRealVideo } from './islands';

const CAROUSEL_LABEL = widgetCopy.patientCarousel.label;

// Every page's headers and CSP are checked on its one visit per screen size: tests/e2e/site-gates.spec.ts.

test('images, fonts and scripts carry no Content-Security-Policy: it governs documents', { tag: '@desktop' }, async ({ request, page }) => {
  await page.goto('/faq/');
  const assets = [
    await page.locator('script[type="module"]').getAttribute('src'),
    await page.locator('link[rel="preload"][as="font"]').first().getAttribute('href'),
    '/images/brand/logo.png',
  ];
  for (const asset of assets) {
    const response = await request.get(asset!);
    expect(response.status(), asset!).toBe(200);
    expect(response.headers()['content-security-policy'], asset!).toBeUndefined();
  }
});

test('the Speculation Rules file is served with its media type and prefetches same-site links', { tag: '@desktop' }, async ({ request }) => {
  const response = await request.get('/speculation-rules.json');
  expect(response.headers()['content-type']).toBe('application/speculationrules+json');
  expect(await response.json()).toEqual({ prefetch: [{ source: 'document', where: { href_matches: '/*' }, eagerness: 'moderate' }] });
});

test('hashed assets are cached for a year, images for a week, pages revalidate', { tag: '@desktop' }, async ({ page, request }) => {
  const assets: string[] = [];
  page.on('response', (response) => assets.push(new URL(response.url()).pathname));
  await page.goto('/');
  await hydratedIsland(page, 'slideshow');
  const script = assets.find((asset) => /^\/js\/islands-\w+\.js$/.test(asset))!;
  const stylesheet = assets.find((asset) => asset.startsWith('/_next/static/') && asset.endsWith('.css'))!;
  const image = assets.find((asset) => asset.startsWith('/images/'))!;

  expect((await request.get(script)).headers()['cache-control']).toBe(CACHE.hashed);
  expect((await request.get(stylesheet)).headers()['cache-control']).toBe(CACHE.hashed);
  expect((await request.get(image)).headers()['cache-control']).toBe(CACHE.images);
  expect((await request.get('/cenovnik/')).headers()['cache-control']).toBe(CACHE.html);
});

test('under the CSP the menu, slider, carousel and slideshow work, and a video plays after its press', async ({ page, isMobile, baseURL }) => {
  const violations = await recordCspViolations(page);
  // The content's video ids are placeholders (their cards say the video is coming): the second video
  // gets a real embed URL in the island's data, under the page's own headers.
  const embedUrl = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
  await withRealVideo(page, baseURL!, 1, embedUrl);
  const requestedVideos: string[] = [];
  await page.route('https://www.youtube-nocookie.com/**', (route) => {
    requestedVideos.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title><p id="player">Video</p>' });
  });
  await page.goto('/');

  if (isMobile) {
    await page.getByRole('button', { name: 'Meni' }).click();
    await expect(page.locator('#glavni-meni')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('#glavni-meni')).toBeHidden();
  }

  const slider = page.getByRole('slider', { name: `Poređenje pre i posle: ${beforeAfter[0]!.title}` });
  await hydratedIsland(page, 'before-after-slider');
  await slider.focus();
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '90');

  const carousel = page.getByRole('region', { name: CAROUSEL_LABEL });
  await hydratedIsland(page, 'patient-carousel');
  await carousel.scrollIntoViewIfNeeded();
  const start = await carousel.evaluate((track) => track.scrollLeft);
  await expect.poll(() => carousel.evaluate((track) => track.scrollLeft)).not.toBe(start);

  const slideshow = page.getByRole('region', { name: homeCopy.about.slideshowLabel });
  await hydratedIsland(page, 'slideshow');
  await slideshow.getByRole('button', { name: widgetCopy.slideshow.next }).click();
  await expect(slideshow.locator('[data-slideshow-counter]')).toHaveText(`2 / ${clinicSlides.length}`);

  const video = videoTestimonials[1]!;
  await hydratedIsland(page, 'video-carousel');
  await page.locator('[data-video-carousel]').getByRole('button', { name: 'Sledeći video' }).click();
  await page.getByRole('button', { name: `Pustite video: ${video.title}` }).click();
  const player = page.frameLocator(`iframe[title="${video.title}"]`);
  await expect(player.locator('#player')).toHaveText('Video');
  expect(requestedVideos.length).toBeGreaterThan(0);
  expect(requestedVideos.every((url) => url.startsWith(embedUrl))).toBe(true);

  expect(await violations()).toEqual([]);
});

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the before/after slider starts at 50 % from classes alone (no style attribute needed)', async ({ page }) => {
    await page.goto('/');
    const layer = page.locator('[data-before-layer]').first();
    await expect(layer).toHaveCSS('clip-path', 'inset(0px 50% 0px 0px)');
    expect(await page.locator('main [style]').count()).toBe(0);
  });
});

// An unknown address below a blog ends on that blog (spec §2, §8), as every host sends it there: the rules in
// out/_redirects for Netlify and `npm start`, the 404 page's script on S3 + CloudFront (lib/blog-redirect.ts).
test('an unknown article slug ends on /blog/ with the history entry replaced', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/faq/');
  await page.goto('/blog/ovaj-clanak-ne-postoji/');
  await expect(page).toHaveURL(/\/blog\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blog');
  await page.goBack();
  await expect(page).toHaveURL(/\/faq\/$/);
});

// Issue 27: the English edition's unknown addresses, on every host. `npm start` and Netlify answer below /en/ with
// the English 404 page (its rule in out/_redirects, tests/e2e/site-gates.spec.ts visits it); S3 + CloudFront answer
// every unknown address with the one 404.html, the Serbian, which sends an English visitor on.
test('an unknown English article ends on /en/blog/, the history entry replaced', { tag: '@phone' }, async ({ page }) => {
  await page.goto(localizedRoutes.en.faq);
  await page.goto(`${localizedRoutes.en.blog}this-article-does-not-exist/`);
  await expect(page).toHaveURL(new RegExp(`${localizedRoutes.en.blog}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pagesIn.en.blog.heading);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${localizedRoutes.en.faq}$`));
});

test('on S3, whose one 404 page is the Serbian, an unknown English address goes on to the English 404 page', { tag: '@phone' }, async ({ page }) => {
  const serbianNotFound = readFileSync(path.resolve(__dirname, '../../out/404.html'), 'utf8');
  for (const [asked, landing, heading] of [
    ['/en/no-such-page/', NOT_FOUND_PAGES.en!, pagesIn.en.notFound.heading],
    ['/en/blog/no-such-article/', localizedRoutes.en.blog, pagesIn.en.blog.heading],
  ] as const) {
    // As CloudFront's custom error response: the Serbian 404.html, with a 404, at the address asked for.
    await page.route(`**${asked}`, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: serbianNotFound }));
    await page.goto(asked);
    await expect(page).toHaveURL(new RegExp(`${landing}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});
