// Netlify's _headers format: write it, read it, and answer which headers a path gets, the way
// Netlify does (every matching rule applies; a header set by several rules is joined with ", ").

/** @typedef {{ path: string, headers: Record<string, string> }} HeaderRule  A path pattern and the headers it sets. */

/**
 * Rules → the file's text.
 * @param {readonly HeaderRule[]} rules
 * @param {readonly string[]} [preamble]  comment lines at the top
 * @returns {string}
 */
export function formatHeadersFile(rules, preamble = []) {
  const lines = preamble.map((line) => `# ${line}`);
  for (const rule of rules) {
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The file's text → rules. Throws on a header line before any path, naming the line.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
  /** @type {HeaderRule[]} */
  const rules = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    if (line.startsWith('/')) {
      rules.push({ path: line, headers: {} });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon <= 0) throw new Error(`_headers line ${index + 1}: expected a path or "Name: value", got "${line}"`);
    const name = line.slice(0, colon).trim();
    const value = line.slice(colon + 1).trim();
    rule.headers[name] = name in rule.headers ? `${rule.headers[name]}, ${value}` : value;
  });
  return rules;
}

/**
 * A rule path as a RegExp: "*" matches anything (slashes too), ":name" one segment, the rest literally.
 * @param {string} rulePath
 * @returns {RegExp}
 */
export function pathPattern(rulePath) {
  const source = rulePath
    .split(/(\*|:[A-Za-z0-9_]+)/)
    .map((part) => (part === '*' ? '.*' : part.startsWith(':') ? '[^/]+' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The headers Netlify sends for a request path.
 * @param {readonly HeaderRule[]} rules
 * @param {string} requestPath
 * @returns {Record<string, string>}
 */
export function headersForPath(rules, requestPath) {
  /** @type {Record<string, string>} */
  const result = {};
  for (const rule of rules) {
    if (!pathPattern(rule.path).test(requestPath)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = Object.keys(result).find((existing) => existing.toLowerCase() === name.toLowerCase()) ?? name;
      result[key] = key in result ? `${result[key]}, ${value}` : value;
    }
  }
  return result;
}
