import { expect, test, type Locator, type Page } from '@playwright/test';
import { widgetCopy } from '@/content/widgets';
import { homeCopy } from '@/content/home-copy';
import { hydratedIsland } from './islands';

/**
 * A press on an island before it is interactive is not lost: it takes effect once, after hydration
 * (lib/enhance/islands.ts replays it). Each page does the same thing twice: once on hydrated islands
 * (what each press should give), once on a slow phone, each island pressed right after scrolling it into
 * view, with all island code held back until the presses have happened, so the presses always come first.
 */
interface Case {
  name: string;
  path: string;
  island: string;
  /** The element scrolled into view. */
  target: (page: Page) => Locator;
  act: (page: Page, target: Locator, isMobile: boolean) => Promise<void>;
  /** What the visitor sees change: equal after one press, different after none or two. */
  state: (page: Page, target: Locator) => Promise<unknown>;
  /** Whether the control exists before hydration (the gallery strip appears only once its images are in). */
  beforeHydration: boolean;
}

const scrollLeft = (locator: Locator) => locator.evaluate((element) => Math.round(element.scrollLeft));

/** A tap on a phone, a click on a desktop, at `fraction` of the element's width, in its vertical middle. */
async function pressAt(page: Page, target: Locator, fraction: number, isMobile: boolean) {
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width * fraction, box.y + box.height / 2];
  if (isMobile) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

const cases: Case[] = [
  {
    name: 'the video carousel’s next button',
    path: '/',
    island: 'video-carousel',
    target: (page) => page.locator('[data-video-carousel]'),
    act: (_page, target) => target.getByRole('button', { name: widgetCopy.videoCarousel.next }).click(),
    state: (_page, target) => target.getAttribute('data-current-video'),
    beforeHydration: true,
  },
  {
    // The arrows on a phone, the dots on a wide screen (where all of them fit on one line).
    name: 'the patient carousel’s next arrow or second dot',
    path: '/',
    island: 'patient-carousel',
    target: (page) => page.getByRole('region', { name: widgetCopy.patientCarousel.label }),
    act: (page, _target, isMobile) =>
      isMobile
        ? page.getByRole('button', { name: widgetCopy.patientCarousel.next }).click()
        : page.getByRole('button', { name: new RegExp(`^${widgetCopy.patientCarousel.dot} 2 `) }).click(),
    state: (_page, target) => scrollLeft(target),
    beforeHydration: true,
  },
  {
    name: 'the slideshow’s next arrow',
    path: '/',
    island: 'slideshow',
    target: (page) => page.getByRole('region', { name: homeCopy.about.slideshowLabel }),
    act: (_page, target) => target.getByRole('button', { name: widgetCopy.slideshow.next }).click(),
    state: (_page, target) => target.locator('[data-slideshow-counter]').textContent(),
    beforeHydration: true,
  },
  {
    name: 'a press on the before/after image',
    path: '/',
    island: 'before-after-slider',
    target: (page) => page.locator('[data-island="before-after-slider"] [data-dragging]').first(),
    act: (page, target, isMobile) => pressAt(page, target, 0.3, isMobile),
    state: (page) => page.getByRole('slider').first().getAttribute('aria-valuenow'),
    beforeHydration: true,
  },
  {
    name: 'the gallery’s next button, as soon as it shows',
    path: '/galerija/',
    island: 'gallery-strip',
    target: (page) => page.locator('[data-island="gallery-strip"] [data-island-root] > *').first(),
    act: (page) => page.getByRole('button', { name: widgetCopy.galleryStrip.next }).click(),
    state: async (page) => [
      await scrollLeft(page.getByRole('region', { name: widgetCopy.galleryStrip.label })),
      await page.locator('[aria-current="true"]').getAttribute('aria-label'),
    ],
    beforeHydration: false,
  },
];

/** A phone of a few years ago on a slow mobile network: 4× slower CPU, 150 ms round trips, 1.6 Mbit/s. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Holds every request for the island code (not the enhancement script) until `release` is called. */
async function holdIslandCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/js\/(islands|chunk)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The cases by page: one page load serves every island on it, pressed one after another before any is interactive. */
const casesByPath = new Map(cases.map((current) => [current.path, cases.filter((other) => other.path === current.path)]));

test.describe('a press before an island is interactive', { tag: '@phone' }, () => {
  // A slow phone on a slow network, with the other worker busy: more time than a test usually needs.
  test.describe.configure({ timeout: 150_000 });
  // Nothing moves by itself under reduced motion (carousel, slideshow), so a position changes only by the press.
  test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

  for (const [path, group] of casesByPath) {
    test(`on ${path}: ${group.map((current) => current.name).join(', ')}: each acts exactly once`, async ({ page, browser, isMobile, viewport, hasTouch }) => {
      // What one press on a hydrated island gives, in a page of the same size.
      const reference = await browser.newContext({ viewport, isMobile, hasTouch, reducedMotion: 'reduce' });
      const hydrated = await reference.newPage();
      await hydrated.goto(path);
      const expected: unknown[] = [];
      for (const current of group) {
        if (current.beforeHydration) await hydratedIsland(hydrated, current.island);
        else await expect(hydrated.getByRole('button', { name: widgetCopy.galleryStrip.next })).toBeVisible();
        const referenceTarget = current.target(hydrated);
        await referenceTarget.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        const untouched = await current.state(hydrated, referenceTarget);
        await current.act(hydrated, referenceTarget, isMobile);
        await expect.poll(() => current.state(hydrated, referenceTarget), { message: current.name }).not.toEqual(untouched);
        expected.push(await current.state(hydrated, referenceTarget));
      }
      await reference.close();

      await slowPhone(page);
      const release = await holdIslandCode(page);
      // Not the load event: the held island code may be among what the page is loading.
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      // Each island scrolled into view and pressed at once, while no island's code has arrived.
      for (const current of group.filter((current) => current.beforeHydration)) {
        const target = current.target(page);
        await target.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
        expect(await page.locator(`[data-island="${current.island}"]`).first().getAttribute('data-island-state'), current.name).not.toBe('hydrated');
        await current.act(page, target, isMobile);
      }
      release();
      // The gallery strip's controls appear only once its images are in: pressed as soon as they show.
      for (const current of group.filter((current) => !current.beforeHydration)) {
        await expect(page.getByRole('button', { name: widgetCopy.galleryStrip.next })).toBeVisible({ timeout: 60_000 });
        await current.act(page, current.target(page), isMobile);
      }
      for (const [index, current] of group.entries()) {
        await expect(page.locator(`[data-island="${current.island}"]`).first(), current.name).toHaveAttribute('data-island-state', 'hydrated', {
          timeout: 60_000,
        });
        await expect.poll(() => current.state(page, current.target(page)), { message: current.name, timeout: 15_000 }).toEqual(expected[index]);
      }
      // Once: nothing else arrives later.
      await page.waitForTimeout(500);
      for (const [index, current] of group.entries()) expect(await current.state(page, current.target(page)), current.name).toEqual(expected[index]);
    });
  }
});
