// The checks on the built pages of two languages (issue 27), which need no browser: run by scripts/check-static.mjs
// over out/. Pure: they take the pages' HTML and text and answer with the problems, each naming the page.

/** The `<link rel="alternate" hreflang>` of a page's HTML, as hreflang → href. */
export function hreflangLinks(html) {
  const links = {};
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="alternate"/.test(tag)) continue;
    const hreflang = /\bhreflang="([^"]+)"/.exec(tag)?.[1];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (hreflang && href) links[hreflang] = href;
  }
  return links;
}

/**
 * Every page's hreflang alternates are reciprocal and point at built pages: a page that has them lists itself, each
 * version it names exists and names the same versions. `pages` maps a page's path to its HTML; `origin` is the
 * site's. Returns the problems, each naming the page.
 */
export function hreflangProblems(pages, origin) {
  const problems = [];
  const alternates = new Map([...pages].map(([path, html]) => [path, hreflangLinks(html)]));
  for (const [path, links] of alternates) {
    const targets = Object.values(links);
    if (targets.length === 0) continue;
    const paths = targets.map((href) => (href.startsWith(origin) ? href.slice(origin.length) : href));
    if (!paths.includes(path)) problems.push(`${path}: its hreflang links do not name the page itself`);
    for (const target of new Set(paths)) {
      if (!alternates.has(target)) problems.push(`${path}: hreflang names ${target}, which is not a built page`);
      else if (JSON.stringify(alternates.get(target)) !== JSON.stringify(links)) problems.push(`${path}: ${target} does not name the same versions back`);
    }
  }
  return problems;
}

/** The sitemap's alternates of each URL: url → hreflang → href. */
export function sitemapAlternates(xml) {
  const entries = new Map();
  for (const [, body] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
    const url = /<loc>([^<]+)<\/loc>/.exec(body)?.[1];
    const links = {};
    for (const [, hreflang, href] of body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\s*\/>/g)) links[hreflang] = href;
    if (url) entries.set(url, links);
  }
  return entries;
}

/** The sitemap's alternates are each page's own. */
export function sitemapProblems(pages, xml, origin) {
  const entries = sitemapAlternates(xml);
  const problems = [];
  for (const [path, html] of pages) {
    const links = hreflangLinks(html);
    if (Object.keys(links).length === 0) continue;
    const entry = entries.get(`${origin}${path}`);
    if (!entry) problems.push(`${path}: not in the sitemap`);
    else if (JSON.stringify(entry) !== JSON.stringify(links)) problems.push(`${path}: the sitemap's alternates differ from the page's`);
  }
  return problems;
}

/** Letters only Serbian writes, and short words only Serbian uses, as a page's text shows them. */
const SERBIAN_LETTERS = /[čćđšžČĆĐŠŽ]/;
// Not "i", "u" or "pre": English writes them too ("i.e.", "U.S.", "pre-treatment").
const SERBIAN_WORDS = new Set([
  'je',
  'za',
  'na',
  'od',
  'sa',
  'se',
  'da',
  'ili',
  'kao',
  'su',
  'smo',
  'vam',
  'vas',
  'ste',
  'nas',
  'posle',
  'koji',
  'koja',
  'koje',
]);

/**
 * Serbian words left on the pages of another language: each page's text (tags removed) with the names the site
 * shares between languages (the dentist's, the street's) taken out first. Returns the problems, naming the page and
 * the words (at most eight of them).
 */
export function serbianWordProblems(pageTexts, sharedNames) {
  const problems = [];
  for (const [path, text] of pageTexts) {
    let rest = text;
    for (const name of sharedNames) rest = rest.replaceAll(name, ' ');
    const words = rest.split(/[^\p{L}]+/u).filter(Boolean);
    const serbian = [...new Set(words.filter((word) => SERBIAN_LETTERS.test(word) || SERBIAN_WORDS.has(word)))];
    if (serbian.length > 0) problems.push(`${path}: ${serbian.slice(0, 8).join(', ')}`);
  }
  return problems;
}
