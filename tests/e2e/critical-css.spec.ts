import { expect, test, type Browser } from '@playwright/test';
import { DEFERRED_STYLE_ATTRIBUTE } from '../../lib/deferred-style.mjs';
import { renderEverySection } from '../../support/in-page.mjs';
import { templatePathOf } from '@/content/route-registry';
import { localeOfPath } from '@/lib/locales';
import { templateOf } from '../../scripts/critical-css-lib.mjs';
import { builtPagePaths, UNKNOWN_PATH } from './site-pages';

/**
 * Issue 25: each page's first screen renders from its HTML alone. Its inline critical CSS
 * (scripts/critical-css.mjs) must lay out and colour the first screen exactly as the whole stylesheet does,
 * so that nothing moves or changes when the stylesheet applies. One page of each template, at both sizes.
 */
const byTemplate = new Map<string, string[]>();
// The Serbian pages first, so that a template's first page is the Serbian one. Its critical CSS holds the rules of every
// class name its pages use (scripts/critical-css.mjs): a twin in other words brings no new one.
const serbianFirst = builtPagePaths().sort((a, b) => Number(localeOfPath(a) !== 'sr') - Number(localeOfPath(b) !== 'sr'));
for (const page of serbianFirst) byTemplate.set(templateOf(page, templatePathOf), [...(byTemplate.get(templateOf(page, templatePathOf)) ?? []), page]);
/**
 * The first page of each template (scripts/critical-css-lib.mjs › templateOf; an English page shares its Serbian
 * twin's), and the 404 page. On a phone, whose narrow first screen is where longer words wrap
 * differently, also the last page of each template of more pages than a page and its twin: the articles, whose first
 * screens differ by their titles and pictures, and the blog's lists. A template of one page and its twin is the same
 * components and class names with other words, as the articles' last page (in English) is.
 */
const PHONE_PAGES = [...new Set([...byTemplate.values()].flatMap((pages) => (pages.length > 2 ? [pages[0]!, pages.at(-1)!] : [pages[0]!]))), UNKNOWN_PATH];
const DESKTOP_PAGES = [...new Set([...byTemplate.values()].map((pages) => pages[0]!)), UNKNOWN_PATH];

/** Every element of the first screen: its box and the styles a visitor sees. */
async function firstScreen(browser: Browser, url: string, width: number, withStylesheet: boolean) {
  // Scripts off: the page as it is before anything runs (and no island or timer moves anything meanwhile).
  // Reduced motion: the hero's sparkles twinkle otherwise, and would differ by the moment they are measured.
  const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: false, reducedMotion: 'reduce' });
  const page = await context.newPage();
  // Both without the web fonts, so that both lay out in the same (fallback) faces: Inter is font-display:
  // optional, and whether it arrives within its window would otherwise decide the widths.
  await page.route('**/*.woff2', (route) => route.abort());
  if (!withStylesheet) await page.route('**/*.css', (route) => route.abort());
  const response = await page.goto(url);
  await page.evaluate(() => document.fonts.ready);
  // The sections far from the screen rendered, in both: whether the browser has rendered one yet (content-visibility:
  // auto, render-near) is a matter of timing, and it decides the height of what holds it (main, the article).
  await page.evaluate(renderEverySection);
  const boxes = await page.evaluate(() =>
    [...document.body.querySelectorAll('*')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.top >= innerHeight || box.bottom <= 0 || (box.width === 0 && box.height === 0)) return [];
      const style = getComputedStyle(element);
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${(element.getAttribute('class') ?? '').split(/\s+/).slice(0, 3).join('.')}`;
      return [
        `${name} ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} ${style.color} ${style.backgroundColor} ${style.fontFamily.split(',')[0]} ${style.fontSize} ${style.visibility} ${style.opacity}`,
      ];
    }),
  );
  const stylesheets = await page.locator(`link[rel="stylesheet"][${DEFERRED_STYLE_ATTRIBUTE}]`).count();
  await context.close();
  return { boxes, stylesheets, status: response?.status() };
}

for (const width of [390, 1440]) {
  for (const path of width < 1024 ? PHONE_PAGES : DESKTOP_PAGES) {
    const project = width < 1024 ? '@phone' : '@desktop';
    test(
      `${path} at ${width} px: the first screen from the inline CSS alone is the first screen with the whole stylesheet`,
      { tag: project },
      async ({ browser }) => {
        const alone = await firstScreen(browser, path, width, false);
        const whole = await firstScreen(browser, path, width, true);
        expect(alone.stylesheets, 'the site stylesheet is loaded without blocking').toBe(1);
        expect(alone.boxes.length).toBeGreaterThan(10);
        expect(alone.boxes).toEqual(whole.boxes);
      },
    );
  }
}
