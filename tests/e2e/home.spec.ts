import { expect, test, type Locator, type Page } from '@playwright/test';
import { articles } from '@/content/articles';
import { faqs } from '@/content/faq';
import { beforeAfter, clinicSlides, services, team, testimonialPhotos, videoTestimonials } from '@/content/home';
import { homeCopy } from '@/content/home-copy';
import { site } from '@/content/site';
import { blogTeaser } from '@/lib/blog';
import { SLIDER_MAX, SLIDER_MIN, SLIDER_START, SLIDER_STEP } from '@/lib/before-after';
import { RESUME_DELAY_MS } from '@/lib/carousel-loop';
import { widgetCopy } from '@/content/widgets';
import { hydratedIsland, withRealVideo } from './islands';
import { touchDrag } from './touch';

const CAROUSEL_LABEL = widgetCopy.patientCarousel.label;

/** Spec §4, copied as a literal so that a changed string fails the test. */
const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';

const VIDEO_HOST = 'www.youtube-nocookie.com';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('has every section of the spec in order, with its anchor', { tag: '@phone' }, async ({ page }) => {
  const headings = await page.locator('main h2').allTextContents();
  expect(headings).toEqual([
    homeCopy.highlights.heading,
    homeCopy.beforeAfter.heading,
    homeCopy.services.heading,
    homeCopy.patients.heading,
    homeCopy.team.heading,
    homeCopy.videos.heading,
    homeCopy.about.heading,
    homeCopy.contact.heading,
    homeCopy.faq.heading,
    homeCopy.blog.heading,
  ]);
  const anchors = await page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id));
  expect(anchors).toEqual(['pocetna', 'usluge', 'tim', 'o-meni', 'kontakt', 'faq', 'blog']);
  await expect(page.locator('#usluge li')).toHaveCount(services.length);
  await expect(page.locator('#faq details')).toHaveCount(faqs.filter((faq) => faq.teaser).length);
  const { featured, rest } = blogTeaser(articles);
  await expect(page.locator('#blog article')).toHaveCount([featured, ...rest].filter(Boolean).length);
});

test('nothing overflows the page sideways', async ({ page }) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('the before/after slider', () => {
  const slider = (page: Page) => page.getByRole('slider', { name: `Poređenje pre i posle: ${beforeAfter[0]!.title}` });
  const area = (page: Page) => page.locator('[data-dragging]').first();
  test.beforeEach(async ({ page }) => hydratedIsland(page, 'before-after-slider'));

  test('starts at SLIDER_START and follows the keyboard within SLIDER_MIN–SLIDER_MAX', { tag: '@desktop' }, async ({ page }) => {
    const handle = slider(page);
    await expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER_START));
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER_START + SLIDER_STEP));
    await page.keyboard.press('End');
    await expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await page.keyboard.press('ArrowRight');
    await expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await page.keyboard.press('Home');
    await expect(handle).toHaveAttribute('aria-valuenow', String(SLIDER_MIN));
    await expect(area(page)).toContainText('PRE');
    await expect(area(page)).toContainText('POSLE');
  });

  test('follows a mouse drag and clamps at both ends', { tag: '@desktop' }, async ({ page }) => {
    const box = await dragArea(page, area(page));
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '30');
    await page.mouse.move(box.x + 2, box.y + box.height / 2, { steps: 5 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', String(SLIDER_MIN));
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2, { steps: 8 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
    await page.mouse.up();
    await page.mouse.move(box.x + box.width * 0.5, box.y + box.height / 2, { steps: 3 });
    await expect(slider(page)).toHaveAttribute('aria-valuenow', String(SLIDER_MAX));
  });

  test('follows a touch drag and clamps', { tag: '@phone' }, async ({ page }) => {
    const box = await dragArea(page, area(page));
    const y = box.y + box.height / 2;
    await touchDrag(page, [box.x + box.width * 0.5, box.x + box.width * 0.6, box.x + box.width * 0.7], y);
    await expect(slider(page)).toHaveAttribute('aria-valuenow', '70');
    await touchDrag(page, [box.x + box.width * 0.5, box.x + box.width * 0.3, box.x + 1], y);
    await expect(slider(page)).toHaveAttribute('aria-valuenow', String(SLIDER_MIN));
  });
});

test('the patient carousel scrolls by itself, pauses on a drag and resumes RESUME_DELAY_MS after release', { tag: '@desktop' }, async ({ page }) => {
  const track = page.getByRole('region', { name: CAROUSEL_LABEL });
  await hydratedIsland(page, 'patient-carousel');
  await track.scrollIntoViewIfNeeded();
  await expect(track).toHaveAttribute('data-autoscroll', 'on');
  const start = await track.evaluate((element) => element.scrollLeft);
  await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start);

  const box = (await track.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 100, box.y + box.height / 2, { steps: 5 });
  await expect(track).toHaveAttribute('data-autoscroll', 'off');
  await page.mouse.up();
  // Move the mouse away: hovering also holds the carousel, and it resumes RESUME_DELAY_MS after the last hold ends.
  await page.mouse.move(0, 0);
  const left = Date.now();
  await expect(track).toHaveAttribute('data-autoscroll', 'on');
  expect(Date.now() - left).toBeGreaterThanOrEqual(RESUME_DELAY_MS - 50);
  await expect(track.getByRole('img')).toHaveCount(testimonialPhotos.length);
});

test('the patient carousel loops: past two and a half sets the position jumps back by one set', { tag: '@desktop' }, async ({ page }) => {
  const track = page.getByRole('region', { name: CAROUSEL_LABEL });
  await hydratedIsland(page, 'patient-carousel');
  await page.mouse.move(0, 0);
  await track.scrollIntoViewIfNeeded();
  await expect(track).toHaveAttribute('data-autoscroll', 'on');
  // One set: from a photo to the same photo in the next copy of the list.
  const set = await track.evaluate((element) => {
    const [first, second] = [...element.querySelectorAll<HTMLElement>('[data-copy]')];
    return second!.offsetLeft - first!.offsetLeft;
  });
  const position = () => track.evaluate((element) => element.scrollLeft);

  // A few pixels before the wrap point; the auto-scroll carries it across and the loop moves it back one set.
  await track.evaluate((element, to) => (element.scrollLeft = to), 2.5 * set - 10);
  await expect.poll(position).toBeLessThan(2 * set);
  expect(await position()).toBeGreaterThanOrEqual(1.5 * set - 10);
  expect(await position()).toBeLessThan(1.5 * set + 60);
});

test('the clinic slideshow counter wraps both ways', { tag: '@phone' }, async ({ page }) => {
  const slideshow = page.getByRole('region', { name: homeCopy.about.slideshowLabel });
  const counter = slideshow.locator('[data-slideshow-counter]');
  await hydratedIsland(page, 'slideshow');
  const count = clinicSlides.length;
  await expect(counter).toHaveText(`1 / ${count}`);
  await slideshow.getByRole('button', { name: widgetCopy.slideshow.previous }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await slideshow.getByRole('button', { name: widgetCopy.slideshow.next }).click();
  await expect(counter).toHaveText(`1 / ${count}`);
});

test('a team description expands and collapses, with JavaScript and without', { tag: '@phone' }, async ({ page, browser }) => {
  const check = async (target: Page) => {
    const member = target.locator('#tim article').filter({ hasText: team[1]!.name });
    const toggle = member.locator('summary');
    const rest = member.locator('.team-description-rest');
    // As a visitor comes to it: the section renders only near the screen (render-near), and innerText needs it rendered.
    await member.scrollIntoViewIfNeeded();
    await expect(member.locator('details')).not.toHaveAttribute('open');
    await expect(toggle).toHaveText(homeCopy.team.more, { useInnerText: true });
    await expect(rest).toBeHidden();
    await expect(member.getByText('...', { exact: true })).toBeVisible();
    await toggle.click();
    await expect(member.locator('details')).toHaveAttribute('open');
    await expect(toggle).toHaveText(homeCopy.team.less, { useInnerText: true });
    await expect(rest).toBeVisible();
    await expect(member.locator('.team-description p')).toHaveText(team[1]!.description, { useInnerText: true });
    await toggle.click();
    await expect(toggle).toHaveText(homeCopy.team.more, { useInnerText: true });
    await expect(rest).toBeHidden();
  };
  await check(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.goto('/');
  await check(noScript);
  await context.close();
});

test('a video loads from its host only after the visitor presses play', { tag: '@phone' }, async ({ page, baseURL }) => {
  // The content's video ids are placeholders for now, whose cards say the video is coming
  // (tests/e2e/contact.spec.ts); the second video gets a real embed URL in the island's data.
  const embedUrl = `https://${VIDEO_HOST}/embed/dQw4w9WgXcQ`;
  await withRealVideo(page, baseURL!, 1, embedUrl);
  await page.goto('/');
  const requests: string[] = [];
  await page.route(`https://${VIDEO_HOST}/**`, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>video</title>' });
  });
  const second = videoTestimonials[1]!;
  const carousel = page.locator('[data-video-carousel]');
  await hydratedIsland(page, 'video-carousel');
  await carousel.getByRole('button', { name: 'Sledeći video' }).click();
  const play = carousel.getByRole('button', { name: `Pustite video: ${second.title}` });
  await play.scrollIntoViewIfNeeded();
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(requests).toEqual([]);

  await play.click();

  const frame = page.locator(`iframe[title="${second.title}"]`);
  await expect(frame).toHaveAttribute('src', `${embedUrl}?autoplay=1&rel=0`);
  await expect.poll(() => requests.length).toBeGreaterThan(0);
  expect(requests.every((url) => url.startsWith(embedUrl))).toBe(true);
});

test('the contact card’s phone row copies the number and the e-mail is a mailto link', { tag: '@phone' }, async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const contact = page.locator('#kontakt');
  await contact.getByRole('link', { name: new RegExp(`^Pozovite \\${site.phone.display}`) }).click();
  await expect(page.getByRole('status').getByText(PHONE_NOTICE_TEXT)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
  await expect(contact.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  await expect(contact).toContainText(site.hours.label);
});

test('FAQ questions open and close independently', { tag: '@phone' }, async ({ page }) => {
  const items = page.locator('#faq details');
  await items.nth(0).locator('summary').click();
  await items.nth(1).locator('summary').click();
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await items.nth(0).locator('summary').click();
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(items.nth(1)).toHaveAttribute('open', '');
});

async function dragArea(page: Page, area: Locator) {
  await area.scrollIntoViewIfNeeded();
  const box = await area.boundingBox();
  if (!box) throw new Error('the slider has no box');
  return box;
}
