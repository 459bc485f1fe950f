import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { frameCopy } from '@/content/frame';
import { videoTestimonials } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { contactCardIn } from '@/content/routes';
import { site, siteIn } from '@/content/site';
import { headersForPath, parseHeadersFile } from '../../hosting/netlify-headers.mjs';
import { hydratedIsland } from './islands';

// A maintained vCard parser, as a patient's address book would read the file.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const vcf = require('vcf') as { parse: (text: string) => { get: (name: string) => { valueOf: () => string } | undefined }[] };

const out = path.resolve(__dirname, '../../out');
const copy = frameCopy.contactChannels;
const VIDEO_HOST = 'https://www.youtube-nocookie.com';

/** The targets, written out from the identity module (not from the code that builds them). */
const digits = site.phone.e164.slice(1);
const TARGETS = {
  viber: `viber://chat?number=%2B${digits}`,
  whatsApp: `https://wa.me/${digits}`,
  mail: `mailto:${site.email}`,
  map: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
    `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.address.country}`,
  )}`,
  vcard: '/kontakt.vcf',
};

/** The contact links of one place (the home contact card or the footer), found as a visitor finds them. */
function linksIn(place: Locator) {
  return {
    /** The phone row's call link (the contact card also has a "Pozovite nas" button). */
    call: place.locator('a[data-phone]', { hasText: site.phone.display }),
    channels: place.getByRole('list', { name: copy.listLabel }),
    viber: place.getByRole('link', { name: copy.viber, exact: true }),
    whatsApp: place.getByRole('link', { name: `${copy.whatsApp} (${frameCopy.footer.newTab})`, exact: true }),
    mail: place.getByRole('link', { name: site.email, exact: true }),
    map: place.getByRole('link', { name: new RegExp(`^${site.address.street}.*\\(${copy.mapHint}, ${frameCopy.footer.newTab}\\)$`) }),
    vcard: place.getByRole('link', { name: copy.saveContact, exact: true }),
  };
}

const PLACES: [string, string, (page: Page) => Locator][] = [
  ['the home contact card', '/', (page) => page.locator('#kontakt')],
  ['the footer on the home page', '/', (page) => page.locator('footer')],
  ['the footer on a page without islands', '/faq/', (page) => page.locator('footer')],
];

for (const [name, pagePath, placeOf] of PLACES) {
  test(`${name}: Viber, WhatsApp, mail, map and vCard links with their exact targets, beside the unchanged call link`, { tag: '@phone' }, async ({ page }) => {
    await page.goto(pagePath);
    const links = linksIn(placeOf(page));

    await expect(links.viber).toHaveAttribute('href', TARGETS.viber);
    await expect(links.whatsApp).toHaveAttribute('href', TARGETS.whatsApp);
    await expect(links.mail).toHaveAttribute('href', TARGETS.mail);
    await expect(links.map).toHaveAttribute('href', TARGETS.map);
    await expect(links.vcard).toHaveAttribute('href', TARGETS.vcard);
    // Links that leave for a web page open in a new tab, and say so; the others stay plain.
    for (const link of [links.whatsApp, links.map]) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    for (const link of [links.viber, links.vcard, links.mail]) await expect(link).not.toHaveAttribute('target');

    // The chat and contact links sit in one labelled list beside the phone row; only the call link
    // carries data-phone (the enhancement script copies the number from it, and from nothing else).
    await expect(links.channels.getByRole('link')).toHaveCount(3);
    await expect(links.call).toHaveCount(1);
    await expect(links.call).toHaveAttribute('href', `tel:${site.phone.e164}`);
    await expect(links.call).toHaveAttribute('data-phone', site.phone.display);
    await expect(links.channels.locator('[data-phone]')).toHaveCount(0);
    for (const link of [links.viber, links.whatsApp, links.map, links.vcard]) await expect(link).toBeVisible();
  });
}

test('nothing is requested from another host before a tap, even when the visitor hovers the links', { tag: '@desktop' }, async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (/^https?:/.test(url) && new URL(url).origin !== origin) foreign.push(url);
  });
  await page.goto('/');
  for (const place of [page.locator('#kontakt'), page.locator('footer')]) {
    const links = linksIn(place);
    for (const link of [links.viber, links.whatsApp, links.map, links.mail, links.vcard]) {
      await link.scrollIntoViewIfNeeded();
      await link.hover();
    }
  }
  // The Speculation Rules prefetch on hover (eagerness "moderate"): give them time to act.
  await page.waitForTimeout(1000);
  expect(foreign).toEqual([]);
});

/** A vCard text value as written (RFC 6350 §3.4): the parser leaves the escapes in place. */
function unescapeText(value: string): string {
  return value.replace(/\\n/gi, '\n').replace(/\\([\\,;])/g, '$1');
}

function expectTheClinic(text: string) {
  // CRLF after every line, and no bare line feed anywhere.
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const cards = vcf.parse(text);
  expect(cards).toHaveLength(1);
  const card = cards[0]!;
  const value = (name: string) => card.get(name)?.valueOf();
  expect(value('version')).toBe('4.0');
  expect(unescapeText(value('fn') ?? '')).toBe(site.brand);
  expect(value('tel')).toBe(`tel:${site.phone.e164}`);
  expect(value('email')).toBe(site.email);
  const [poBox, extended, street, locality, region, postalCode, country] = (value('adr') ?? '').split(/(?<!\\);/).map(unescapeText);
  expect({ poBox, extended, street, locality, region, postalCode, country }).toEqual({
    poBox: '',
    extended: '',
    street: site.address.street,
    locality: site.address.city,
    region: '',
    postalCode: site.address.postalCode,
    country: site.address.country,
  });
  expect(value('url')).toBe(`${site.url}/`);
}

test('the vCard is served as text/vcard and holds the clinic’s name, phone, e-mail, address and URL', { tag: '@phone' }, async ({ page, request }) => {
  await page.goto('/');
  const href = await linksIn(page.locator('#kontakt')).vcard.getAttribute('href');
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  // npm start's server (the one under test) applies out/_headers as Netlify does.
  expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  expectTheClinic(await response.text());
});

test('a tap on "Sačuvajte kontakt" hands the browser the card as a file', { tag: '@desktop' }, async ({ page }) => {
  await page.goto('/');
  const link = linksIn(page.locator('footer')).vcard;
  await link.scrollIntoViewIfNeeded();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('kontakt.vcf');
  expectTheClinic(readFileSync((await download.path())!, 'utf8'));
});

test('an English page offers the card in English (issue 39)', { tag: '@desktop' }, async ({ page, request }) => {
  await page.goto('/en/');
  const href = await page.locator('#kontakt a[href$=".vcf"]').first().getAttribute('href');
  expect(href).toBe(contactCardIn.en.path);
  const response = await request.get(href!);
  expect(response.headers()['content-type']).toBe('text/vcard; charset=utf-8');
  // A vCard folds its lines at 75 octets (a line break and a space continue the line) and escapes commas (RFC 6350).
  const text = (await response.text()).replace(/\r\n /g, '').replace(/\\,/g, ',');
  for (const words of [siteIn.en.address.country, siteIn.en.address.district, siteIn.en.hours.label]) expect(text).toContain(words);
  for (const words of [siteIn.sr.address.country, siteIn.sr.hours.label]) expect(text).not.toContain(words);
});

test('Netlify and S3 + CloudFront send the vCard as text/vcard too', { tag: '@desktop' }, async () => {
  const rules = parseHeadersFile(readFileSync(path.join(out, '_headers'), 'utf8'));
  expect(headersForPath(rules, TARGETS.vcard)['Content-Type']).toBe('text/vcard; charset=utf-8');

  const code = readFileSync(path.join(out, '_cloudfront', 'viewer-response.js'), 'utf8');
  const handler = new Function(`${code}\nreturn handler;`)() as (event: unknown) => { headers: Record<string, { value: string }> };
  const response = handler({ request: { uri: TARGETS.vcard }, response: { headers: { 'content-type': { value: 'text/x-vcard' } } } });
  expect(response.headers['content-type']).toEqual({ value: 'text/vcard; charset=utf-8' });
  expect(response.headers['x-content-type-options']).toEqual({ value: 'nosniff' });
});

test('each placeholder video says it is coming: no play button, no player, nothing from the video host', { tag: '@phone' }, async ({ page }) => {
  const requests: string[] = [];
  await page.route(`${VIDEO_HOST}/**`, (route) => {
    requests.push(route.request().url());
    return route.abort();
  });
  await page.goto('/');
  await hydratedIsland(page, 'video-carousel');
  const carousel = page.locator('[data-video-carousel]');
  for (const video of videoTestimonials) {
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(video.title);
    const card = carousel.locator('[data-video-coming]');
    if (video.placeholder) {
      await expect(card).toBeVisible();
      await expect(card).toContainText(homeCopy.videos.coming.label, { ignoreCase: true });
      await expect(card).toContainText(homeCopy.videos.coming.text);
      await expect(carousel.getByRole('button', { name: /^Pustite video/ })).toHaveCount(0);
    } else {
      await expect(card).toHaveCount(0);
      await expect(carousel.getByRole('button', { name: `Pustite video: ${video.title}` })).toBeVisible();
    }
    await expect(page.locator('iframe')).toHaveCount(0);
    await carousel.getByRole('button', { name: 'Sledeći video' }).click();
  }
  // Seven steps wrap back to the first video.
  await expect(carousel.getByRole('heading', { level: 3 })).toHaveText(videoTestimonials[0]!.title);
  expect(requests).toEqual([]);
  // A placeholder id never reaches the page, not even in the island's data.
  const html = await (await page.request.get('/')).text();
  for (const video of videoTestimonials.filter((entry) => entry.placeholder)) expect(html).not.toContain(video.youtubeId);
});

test.describe('without JavaScript', { tag: '@phone' }, () => {
  test.use({ javaScriptEnabled: false });

  test('the contact links and the first video’s card are in the HTML', async ({ page }) => {
    await page.goto('/');
    const links = linksIn(page.locator('#kontakt'));
    await expect(links.viber).toHaveAttribute('href', TARGETS.viber);
    await expect(links.vcard).toHaveAttribute('href', TARGETS.vcard);
    const first = videoTestimonials[0]!;
    const card = page.locator('[data-video-carousel] [data-video-coming]');
    if (first.placeholder) await expect(card).toContainText(homeCopy.videos.coming.text);
    else await expect(card).toHaveCount(0);
  });
});
