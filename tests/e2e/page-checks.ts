import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type BrowserContext, type Page, type Response } from '@playwright/test';
import { frameCopyIn } from '@/content/frame';
import { navigationIn } from '@/content/navigation';
import { site, siteIn } from '@/content/site';
import { localizedRoutes } from '@/content/route-registry';
import { LOCALES, localeOfPath, type Locale } from '@/lib/locales';
import { headersForPath, parseHeadersFile } from '../../hosting/netlify-headers.mjs';
import { CACHE } from '../../hosting/policy.mjs';
import { renderEverySection, scrollThrough } from '../../support/in-page.mjs';
import { csp, recordCspViolations } from './csp';
import { UNKNOWN_PATHS } from './site-pages';

// The checks every page gets, on one visit per screen size (tests/e2e/site-gates.spec.ts): what a visitor's
// reading loads and logs, accessibility, the headers and CSP, the scripts, and on a phone a call from anywhere.

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Spec §4, copied as a literal so that a changed string fails the test. */
const PHONE_NOTICE_TEXT = 'Broj telefona je kopiran!';

/**
 * Records what a page does from before its first script: requests to other hosts, the scripts it fetches,
 * console errors and warnings, uncaught errors, failed responses and CSP violations.
 */
export async function watchPage(page: Page, baseURL: string) {
  const origin = new URL(baseURL).origin;
  const foreignRequests: string[] = [];
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin) foreignRequests.push(url);
    if (request.resourceType() === 'script') scripts.push(new URL(url).pathname);
  });
  page.on('console', (message) => {
    // A warning too: an unrecognised header feature or an unused preload is a defect a visitor's console shows.
    if (message.type() === 'error' || message.type() === 'warning') errors.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  const cspViolations = await recordCspViolations(page);
  return { foreignRequests, scripts, errors, cspViolations };
}

/** Scrolls through the page as a reader would, so that lazy images start and islands load, then back to the top. */
export async function readThrough(page: Page) {
  await page.evaluate(scrollThrough);
  // Wait for the islands, not for an idle network (slow, and it says nothing about what was loaded). An island the
  // reading never brings into view (a slider off to the side in a row that scrolls) is not loaded, as for a visitor.
  await expect(page.locator('[data-island-state="loading"], [data-island-state="hydrating"]')).toHaveCount(0);
}

/**
 * Axe on the whole page, or on the part `include` selects. In axe.run's mode: the default runs axe in each frame
 * and finishes in a new blank page, about a second more per visit, for cross-origin frames the site never has
 * before a visitor presses play (a video's player is the only one).
 */
export async function expectNoAxeViolations(page: Page, include?: string, { colourContrast = true }: { colourContrast?: boolean } = {}) {
  // Axe finds a text's background by hit-testing, which passes over what the browser has not rendered yet
  // (content-visibility: the sections far from the screen): render all of it, as it will be when the visitor gets there.
  await page.evaluate(renderEverySection);
  // Violations only: the passes and the inapplicable rules are a third of axe's time on a long page, and unread.
  // (options() replaces the run options, so it comes before the tags that set which rules run.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .disableRules(colourContrast ? [] : ['color-contrast'])
    .setLegacyMode(true);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const summary = violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  expect(summary).toEqual([]);
}

// The local server applies out/_headers as Netlify does, so the checks see the hosts' real headers.
const headerRules = parseHeadersFile(readFileSync(path.resolve(__dirname, '../../out/_headers'), 'utf8'));

/** The page's own strict CSP and the security headers, as the hosts send them. */
export async function expectStrictHeaders(page: Page, pagePath: string, response: Response) {
  const headers = response.headers();
  let policy = headers['content-security-policy'];
  if (UNKNOWN_PATHS.includes(pagePath)) {
    // Hosts serve 404.html at any unknown URL, where no page rule matches: its policy is in the page.
    expect(policy).toBeUndefined();
    policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? undefined;
    expect(policy).not.toContain('frame-ancestors');
  } else {
    expect(policy).toBe(headersForPath(headerRules, pagePath)['Content-Security-Policy']);
    // One rule sets it: a second matching rule would make Netlify join (and enforce) two policies.
    expect(headerRules.filter((rule) => rule.headers['Content-Security-Policy'] && headersForPath([rule], pagePath)['Content-Security-Policy'])).toHaveLength(
      1,
    );
    expect(csp(policy).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['speculation-rules']).toBe('"/speculation-rules.json"');
    // A page's own rule sets it (the editor needs another value, and "/*" would be joined with it).
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cache-control']).toBe(CACHE.html);
  }
  const directives = csp(policy);
  expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(directives.get('default-src')).toEqual(["'self'"]);
  expect(directives.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  // No page has an inline script (the islands hydrate from files), so no hashes anywhere.
  expect(directives.get('script-src')).toEqual(["'self'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/^max-age=\d{8,}/);
  expect(headers['permissions-policy']).toContain('camera=()');
}

/**
 * Issue 12: no page loads Next's runtime or runs inline code. A page without islands loads the enhancement
 * script alone; a page with islands adds the island bundle and its chunks, nothing else.
 */
export async function expectOnlyTheSiteScripts(page: Page, html: string, scripts: string[], hasIslands: boolean) {
  expect(html).not.toContain('self.__next_f');
  expect(scripts.filter((url) => url.startsWith('/_next/'))).toEqual([]);
  // The price estimate's own script comes with the estimate only (issue 26).
  const hasEstimate = (await page.locator('form[data-estimate]').count()) > 0;
  const estimateScripts = scripts.filter((url) => /^\/js\/estimate-[0-9a-f]+\.js$/.test(url));
  expect(estimateScripts).toHaveLength(hasEstimate ? 1 : 0);
  const others = scripts.filter((url) => !estimateScripts.includes(url));
  if (hasIslands) for (const url of others) expect(url).toMatch(/^\/js\/(enhance-[0-9a-f]+|islands-\w+|chunk-\w+)\.js$/);
  else expect(others).toEqual([expect.stringMatching(/^\/js\/enhance-[0-9a-f]+\.js$/)]);
  // In the page: data blocks (JSON-LD, island props) only, no code.
  const inline = await page
    .locator('script:not([src])')
    .evaluateAll((elements) =>
      elements.map((element) => element.getAttribute('type')).filter((type) => type !== 'application/ld+json' && type !== 'application/json'),
    );
  expect(inline).toEqual([]);
  await expect(page.locator('script[type="module"][src^="/js/enhance-"]')).toHaveCount(1);
}

const callBar = (page: Page) => page.getByRole('complementary', { name: 'Poziv' });

/**
 * The index among all `a[data-phone]` of a call control a visitor can tap right now: wholly inside the viewport,
 * visible, and the topmost element at its centre (so nothing covers it). -1 when there is none.
 */
function tappableCallControl(page: Page): Promise<number> {
  return page.evaluate(() => {
    const controls = [...document.querySelectorAll<HTMLAnchorElement>('a[data-phone]')];
    return controls.findIndex((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth) return false;
      if (getComputedStyle(control).visibility !== 'visible') return false;
      const topmost = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return topmost !== null && control.contains(topmost);
    });
  });
}

/**
 * Issue 14: on a phone a patient can call from any scroll position in one tap: from the middle and from the
 * end, a call control is in view and uncovered, and a tap copies the number with the notice above the bar.
 * Run it last on a page: it puts the page's timers on a test clock.
 */
export async function expectACallFromAnywhere(page: Page, context: BrowserContext) {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The notice's 3 s run on a test clock, so that each tap can be checked from a hidden notice.
  await page.clock.install();
  // The dialer cannot open here, and a pending tel: navigation would hold the next tap: the page's own
  // handler runs first (it listens on the document), then this stops the navigation.
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
    }),
  );
  const notice = page.getByRole('status').getByText(PHONE_NOTICE_TEXT);
  for (const where of ['middle', 'end'] as const) {
    await page.evaluate((where) => {
      const max = document.documentElement.scrollHeight - innerHeight;
      window.scrollTo({ top: where === 'middle' ? max / 2 : max, behavior: 'instant' });
    }, where);
    await expect.poll(() => tappableCallControl(page), { message: `a call control in view at the ${where}` }).toBeGreaterThanOrEqual(0);
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page
      .locator('a[data-phone]')
      .nth(await tappableCallControl(page))
      .tap();
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.phone.display);
    // The notice shows above the bar, never under it.
    const [noticeBox, barBox] = [await page.locator('[data-notice]').boundingBox(), await callBar(page).boundingBox()];
    if (barBox && (await callBar(page).isVisible())) expect(noticeBox!.y + noticeBox!.height).toBeLessThanOrEqual(barBox.y);
    await page.clock.runFor(3_100);
    await expect(notice).toBeHidden();
  }
  // At the very end the bar covers nothing: the footer's last line sits above it.
  const lastLine = page.getByRole('contentinfo').getByText(site.agency.name);
  const [lineBox, barBox] = [await lastLine.boundingBox(), await callBar(page).boundingBox()];
  expect(lineBox!.y + lineBox!.height).toBeLessThanOrEqual(barBox!.y);
}

/**
 * The frame every page shares: the language, the fixed header with the brand, the navigation marking the page it
 * links to as the current one (none on a page it does not link to), the footer; and the page's one h1. Read in one
 * pass over the page, since a round trip per fact costs more than the rest of a page's visit.
 */
export async function expectTheFrame(page: Page, pagePath: string, heading: string | undefined, twin: { locale: Locale; path: string }) {
  const frame = await page.evaluate(() => {
    const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();
    // The banner and contentinfo landmarks: a header or footer that is no part of an article, section or the main
    // content (an article page has a header of its own inside <main>).
    const landmark = (tag: string) =>
      [...document.querySelectorAll(tag)].find((element) => !element.parentElement?.closest('main, article, section, aside, nav'));
    const header = landmark('header');
    const footer = landmark('footer');
    const footerLinks = [...(footer?.querySelectorAll('a') ?? [])].map((link) => ({
      name: (link.getAttribute('aria-label') ?? text(link) ?? '').trim(),
      href: link.getAttribute('href'),
      target: link.getAttribute('target'),
      rel: link.getAttribute('rel'),
    }));
    return {
      lang: document.documentElement.getAttribute('lang'),
      headings: [...document.querySelectorAll('h1, [role="heading"][aria-level="1"]')].filter((h1) => h1.checkVisibility()).map((h1) => text(h1)),
      marked: [...document.querySelectorAll('#glavni-meni a[aria-current="page"]')].map((link) => text(link)),
      headerPosition: header ? getComputedStyle(header).position : null,
      headerLinks: [...(header?.querySelectorAll('a') ?? [])].map((link) => ({
        name: (link.getAttribute('aria-label') ?? text(link) ?? '').trim(),
        href: link.getAttribute('href'),
        hreflang: link.getAttribute('hreflang'),
        lang: link.getAttribute('lang'),
      })),
      footerText: text(footer),
      footerLinks,
    };
  });
  // The page's language: its own <html lang>, navigation, home link and footer (issue 27).
  const locale = localeOfPath(pagePath);
  const site = siteIn[locale];
  expect(frame.lang).toBe(LOCALES[locale].htmlLang);
  if (heading !== undefined) expect(frame.headings).toEqual([heading]);
  else expect(frame.headings).toHaveLength(1);
  expect(frame.marked).toEqual(navigationIn[locale].filter((item) => item.href === pagePath).map((item) => item.label));

  expect(frame.headerPosition).toBe('fixed');
  expect(frame.headerLinks.filter((link) => link.name === site.brand).map(({ name, href }) => ({ name, href }))).toEqual([
    { name: site.brand, href: localizedRoutes[locale].home },
  ]);
  // The language switch: the same page in the other language, named in that language (and in the phone menu).
  const switches = frame.headerLinks.filter((link) => link.hreflang === LOCALES[twin.locale].hreflang);
  expect(switches.length, 'the language switch in the bar and in the phone menu').toBe(2);
  for (const link of switches) expect(link).toMatchObject({ href: twin.path, lang: LOCALES[twin.locale].htmlLang });

  expect(frame.footerText).toContain(site.tagline);
  // Spec §2's Serbian words, as a literal; the English ones from their copy.
  expect(frame.footerText).toContain(`© 2025 ${site.brand}. ${locale === 'sr' ? 'Sva prava zadržana.' : frameCopyIn[locale].footer.rights}`);
  for (const { name, href } of [
    { name: 'Instagram', href: site.social.instagram },
    { name: 'TikTok', href: site.social.tiktok },
  ]) {
    const links = frame.footerLinks.filter((link) => link.name.startsWith(name));
    expect(links, `the footer's ${name} link`).toHaveLength(1);
    expect(links[0]).toMatchObject({ href, target: '_blank', rel: 'noopener noreferrer' });
  }
  expect(frame.footerLinks.filter((link) => link.name === site.agency.name).map((link) => link.href)).toEqual([site.agency.url]);
}
