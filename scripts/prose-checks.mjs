// The site's prose read as a visitor reads it, page by page (issue 39): each claim is stated once and referred to
// elsewhere, so no sentence of ten or more words stands on more than two pages; and a link written in a data text
// (`{tvrdnja:…}` → "[Pitanje?](/faq/#x)") never reaches a page as raw Markdown. Pure: the pages come in as HTML.

/** A sentence this long (in words) may stand on at most this many pages (content/STIL.md §8). */
export const REPEATED_SENTENCE = { minWords: 10, maxPages: 2 };

/**
 * What a page says in its own words: its <main>, without the blocks marked `data-shared` (the same block on many
 * pages by design: the call-to-action sections, an article's card on a list or under another article).
 * @param {string} html
 */
export function ownProse(html) {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  let main = start < 0 ? '' : html.slice(start, end < 0 ? undefined : end);
  main = main.replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ');
  main = dropShared(main);
  return decode(main.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The HTML without each element that carries data-shared, with all it holds (nested elements of its tag counted). */
function dropShared(html) {
  let out = html;
  for (;;) {
    const open = /<([a-z][a-z0-9]*)\b[^>]*\sdata-shared\b[^>]*>/i.exec(out);
    if (!open) return out;
    const tag = open[1].toLowerCase();
    const pattern = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'gi');
    pattern.lastIndex = open.index + open[0].length;
    let depth = 1;
    let close = out.length;
    for (let match = pattern.exec(out); match; match = pattern.exec(out)) {
      depth += match[1] ? -1 : 1;
      if (depth === 0) {
        close = match.index + match[0].length;
        break;
      }
    }
    out = `${out.slice(0, open.index)} ${out.slice(close)}`;
  }
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#160': ' ', '#39': "'" };
const decode = (text) => text.replace(/&(#?[a-z0-9]+);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);

/**
 * A text's sentences, each as a key that ignores case, quotes and punctuation, with its words counted.
 * @param {string} text
 */
export function sentencesOf(text) {
  return text
    .split(/(?<=[.?!])\s+(?=[\p{Lu}„“"‘(0-9])/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .map((sentence) => {
      const key = sentence
        .toLowerCase()
        .replace(/[„“”"’'‘()[\]:;,.!?–—…*]/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return { sentence, key, words: key.split(' ').filter((word) => /\p{L}/u.test(word)).length };
    });
}

/**
 * Each sentence of `minWords`+ words that stands on more than `maxPages` pages, with the pages; the spec's own strings
 * (`exempt`, matched as the key of their sentences) are left out.
 * @param {Map<string, string>} prose page path → its own prose (ownProse)
 * @param {{ minWords?: number, maxPages?: number, exempt?: string[] }} [options]
 * @returns {{ sentence: string, pages: string[] }[]}
 */
export function repeatedSentences(prose, { minWords = REPEATED_SENTENCE.minWords, maxPages = REPEATED_SENTENCE.maxPages, exempt = [] } = {}) {
  const exemptKeys = new Set(exempt.flatMap((text) => sentencesOf(text).map(({ key }) => key)));
  /** @type {Map<string, { sentence: string, pages: Set<string> }>} */
  const seen = new Map();
  for (const [page, text] of prose) {
    for (const { sentence, key, words } of sentencesOf(text)) {
      if (words < minWords || exemptKeys.has(key)) continue;
      const entry = seen.get(key) ?? { sentence, pages: new Set() };
      entry.pages.add(page);
      seen.set(key, entry);
    }
  }
  return [...seen.values()].filter(({ pages }) => pages.size > maxPages).map(({ sentence, pages }) => ({ sentence, pages: [...pages].sort() }));
}

/**
 * Pages where a data text's link shows as Markdown ("[…](/…)") instead of a link: a component shows the text without
 * components/linked-text.tsx. Checks the visible text and the descriptions (meta, Open Graph).
 * @param {Map<string, string>} pages page path → HTML
 */
export function rawLinkProblems(pages) {
  const problems = [];
  for (const [page, html] of pages) {
    const visible = decode(html.replace(/<(script|style)[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '));
    const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((match) => decode(match[1]));
    const found = [visible, ...metas].map((text) => /\[[^\]\n]+\]\(\/[^)\s]*\)/.exec(text)?.[0]).find(Boolean);
    if (found) problems.push(`${page}: ${found}`);
  }
  return problems;
}
