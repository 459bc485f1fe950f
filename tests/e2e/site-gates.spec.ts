import { expect, test } from '@playwright/test';
import { articlesIn } from '@/content/articles';
import { blogListCopyOf, blogListsIn } from '@/content/blog-lists';
import { pagesIn } from '@/content/pages';
import { localizedRoutes, routeNames, routes } from '@/content/route-registry';
import { articlePathIn, localeCodes, localeOfPath, localizedBlogListWords, type Locale } from '@/lib/locales';
import { articlePath, blogCategoryPath } from '@/lib/routes';
import {
  expectTheFrame,
  expectACallFromAnywhere,
  expectNoAxeViolations,
  expectOnlyTheSiteScripts,
  expectStrictHeaders,
  readThrough,
  watchPage,
} from './page-checks';
import { expectFitsAPhone } from './phone-fit';
import { UNKNOWN_PATH, UNKNOWN_PATHS, builtPagePaths } from './site-pages';
import { expectPhoneTables, expectWideTables } from './table-checks';
import { pagesShowingEveryTextKind } from './text-kinds';

// Every page, visited once per screen size, with every check that applies to every page (tests/e2e/page-checks.ts):
// its status, the frame and its heading, axe (islands hydrated, disclosures open), no request to another host, no console error or warning, the headers and CSP with no violation, only the
// site's own scripts, tables that read on a phone and fit on a wide screen, and on a phone a call from any scroll position. One visit instead of one per check keeps the
// suite's time in step with the number of pages. At a desktop's size the articles are visited through the featured one
// (visitedAtDesktop, below).

/**
 * A blog category's list is the template of /blog/ with other cards (the same component, the articles filtered): one
 * category's list per language is gated in the browser, on a phone, for all of them; every one is still read by the
 * static gates (the HTML checker, links: scripts/check-static.mjs) and by the blog-lists spec. This keeps the suite's
 * time flat as the clinic adds categories.
 */
const categoryListPrefixes = localeCodes.map((locale) =>
  blogCategoryPath('x', localizedRoutes[locale].blog, localizedBlogListWords[locale]).replace(/x\/$/, ''),
);
const isCategoryList = (path: string) => categoryListPrefixes.some((prefix) => path.startsWith(prefix));
const categoryLists = builtPagePaths().filter(isCategoryList);
const gatedCategoryLists = categoryListPrefixes.flatMap((prefix) => categoryLists.find((path) => path.startsWith(prefix)) ?? []);
const gatedCategoryList = gatedCategoryLists[0];

/**
 * Every built page but the category lists after the first, and the 404 page; or, when E2E_GATE_PATHS lists some
 * (comma-separated), those only: the clinic-edits proof gates the pages its edits touch (scripts/clinic-edits.mjs).
 */
function gatedPaths(): string[] {
  const all = [...builtPagePaths(), ...UNKNOWN_PATHS];
  const chosen = process.env.E2E_GATE_PATHS?.split(',').filter(Boolean);
  if (!chosen) return all.filter((path) => !categoryLists.includes(path) || gatedCategoryLists.includes(path));
  const unknown = chosen.filter((path) => !all.includes(path));
  if (unknown.length > 0) throw new Error(`E2E_GATE_PATHS names pages out/ does not have: ${unknown.join(', ')}`);
  return chosen;
}

/**
 * At a desktop's size, every page but the articles other than the featured one (in each language). An article's HTML
 * is the same at both sizes and its template is one: every article gets its whole visit on a phone (its words, links,
 * pictures, what it loads and logs, axe), the template its desktop visit on the featured article (which the clinic
 * cannot delete without featuring another). What else differs by size is each article's tables, which fit a wide
 * screen in tests/e2e/tables.spec.ts, and the pictures a wide screen picks, every candidate of their srcset, which the
 * link check finds (scripts/check-static.mjs).
 */
const featured = articlesIn.sr.find((article) => article.featured)!;
const featuredPath = articlePath(featured.slug);
const featuredPaths = localeCodes.flatMap((locale) =>
  articlesIn[locale].filter((article) => article.id === featured.id).map((article) => articlePathIn(locale, article.slug)),
);
const isArticle = (path: string) => articlesIn[localeOfPath(path)].some((article) => articlePathIn(localeOfPath(path), article.slug) === path);
const visitedAtDesktop = (path: string) => !isArticle(path) || featuredPaths.includes(path);

/**
 * An article but the featured one gets what its words can change. It is not read through: what a reader's scrolling
 * loads there is the three other articles' cards at the end, whose pictures are those articles' own (each loaded on
 * its own visit, and every srcset candidate found by the link check); the featured article is read through for the
 * template. Axe reads its <main>: the frame around it is the template's in its language, read whole on the featured
 * article (and on every other page). Colour contrast, the template's colours on the kinds of text element, is checked
 * on the articles that together show every kind any article in that language shows (text-kinds.ts), the featured one
 * first.
 */
const otherArticle = (path: string) => isArticle(path) && !featuredPaths.includes(path);
const contrastChecked = new Set(
  localeCodes.flatMap((locale) => {
    const paths = articlesIn[locale].map((article) => articlePathIn(locale, article.slug));
    return pagesShowingEveryTextKind(
      paths,
      paths.filter((path) => featuredPaths.includes(path)),
    );
  }),
);

/** The h1 each page shows, in its language, from the content it renders: a route's heading, an article's title. */
const headings = new Map<string, string>(
  localeCodes.flatMap((locale) => [
    ...routeNames.map((name) => [localizedRoutes[locale][name], pagesIn[locale][name].heading] as const),
    ...articlesIn[locale].map((article) => [articlePathIn(locale, article.slug), article.title] as const),
    ...blogListsIn[locale].map((list) => [list.path, blogListCopyOf(list, locale).heading] as const),
  ]),
);

/**
 * Where the language switch on a page leads, from the content (issue 27): a registry page's twin, an article's
 * translation (the article with its id), a blog list's (the same category at the same page), else the other
 * language's blog for a blog page, its home page for the rest.
 */
function twinOf(path: string): { locale: Locale; path: string } {
  const from = localeOfPath(path);
  const locale = localeCodes.find((code) => code !== from)!;
  const route = routeNames.find((name) => localizedRoutes[from][name] === path);
  if (route) return { locale, path: localizedRoutes[locale][route] };
  const original = articlesIn[from].find((article) => articlePathIn(from, article.slug) === path);
  const translation = original && articlesIn[locale].find((article) => article.id === original.id);
  if (translation) return { locale, path: articlePathIn(locale, translation.slug) };
  const list = blogListsIn[from].find((candidate) => candidate.path === path);
  const listTwin = list && blogListsIn[locale].find((other) => other.category?.key === list.category?.key && other.page === list.page);
  if (listTwin) return { locale, path: listTwin.path };
  return { locale, path: path.startsWith(localizedRoutes[from].blog) ? localizedRoutes[locale].blog : localizedRoutes[locale].home };
}

/** Its desktop checks are those of /blog/ (and of /blog/strana/…): the category list is gated on a phone only. */
const gatedOn = (path: string) => (isCategoryList(path) || !visitedAtDesktop(path) ? { tag: '@phone' } : {});
const isUnknown = (path: string) => UNKNOWN_PATHS.includes(path);

/**
 * A call from anywhere is the frame's (the call bar, the header's number), the same on every page of a template: on
 * a phone it is checked once per template, on every route, the featured article, a category's list and the 404, which
 * keeps the suite's time flat as the clinic adds articles.
 */
const callCheckedOn = new Set<string>([...Object.values(routes), featuredPath, UNKNOWN_PATH, ...(gatedCategoryList ? [gatedCategoryList] : [])]);

for (const path of gatedPaths()) {
  test(
    `${path}: status, frame, axe, requests, console, headers and CSP, scripts, tables, on a phone text, targets and reflow${callCheckedOn.has(path) ? ', the focus clear of the bars and a call from anywhere' : ''}`,
    gatedOn(path),
    async ({ page, context, baseURL, isMobile }) => {
      const seen = await watchPage(page, baseURL!);
      const response = (await page.goto(path))!;
      expect(response.status()).toBe(isUnknown(path) ? 404 : 200);
      await expectTheFrame(page, path, headings.get(path), twinOf(path));
      // Indexed pages allow Google's large image preview (Discover); the 404 page is not indexed at all (Next adds a
      // noindex of its own there beside the page's).
      const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content')));
      expect(robots.length).toBeGreaterThan(0);
      for (const content of robots) expect(content).toMatch(isUnknown(path) ? /noindex/ : /max-image-preview:large/);
      if (!otherArticle(path)) await readThrough(page);
      // Axe skips what is hidden: open every disclosure first (a team member's story, an answer, what a package covers).
      await page.locator('main details:not([open])').evaluateAll((closed) => closed.forEach((details) => ((details as HTMLDetailsElement).open = true)));
      await expectNoAxeViolations(page, otherArticle(path) ? 'main' : undefined, { colourContrast: !otherArticle(path) || contrastChecked.has(path) });
      expect(seen.foreignRequests).toEqual([]);
      // The 404 page itself answers 404, which the browser logs; nothing else may fail.
      const expected404 = new URL(path, baseURL).href;
      const errors = isUnknown(path) ? seen.errors.filter((error) => error !== `HTTP 404: ${expected404}` && !/status of 404/.test(error)) : seen.errors;
      expect(errors).toEqual([]);
      await expectStrictHeaders(page, path, response);
      expect(await seen.cspViolations()).toEqual([]);
      const hasIslands = (await page.locator('[data-island]').count()) > 0;
      await expectOnlyTheSiteScripts(page, await response.text(), seen.scripts, hasIslands);

      // Tables: cards on a phone, real tables that fit from a tablet width up (the wide check ends at that width).
      if ((await page.locator('main table').filter({ visible: true }).count()) > 0) await (isMobile ? expectPhoneTables(page) : expectWideTables(page));
      // Issue 41, on a phone: text read at arm's length, 44 px targets, reflow at 320 px and with text at 200 %; the
      // focus clear of the fixed bars on one page per template (the bars are the frame's).
      if (isMobile) await expectFitsAPhone(page, { tabThrough: callCheckedOn.has(path) });
      if (isMobile && callCheckedOn.has(path)) await expectACallFromAnywhere(page, context);
    },
  );
}

/** The menu is the frame's, which no edit of the content changes: checked with every page, not with chosen ones. */
const gatesEveryPage = !process.env.E2E_GATE_PATHS;

if (gatesEveryPage) {
  test('the open phone menu has no axe violations', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Meni' }).click();
    await expect(page.locator('#glavni-meni')).toBeVisible();
    // The rest of the page is checked on its own visit: here, the header and the menu it opens.
    await expectNoAxeViolations(page, 'header');
  });
}
