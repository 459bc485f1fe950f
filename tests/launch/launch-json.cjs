// The launch tests' transform for the frozen content files (jest.config.mjs › launch): the frozen file laid over the
// clinic's current one, so the launch copy pins what the spec gives and ignores what came later (a page added since,
// a field added since): an object takes the current file's keys, then the frozen file's over them; anything else
// (a string, a number, a list) is the frozen file's. A file the launch copy does not have at all is the current one
// (tests/launch/resolver.cjs).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads a transformer with require().
const { createHash } = require('node:crypto');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const { existsSync, readFileSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const path = require('node:path');

const root = path.resolve(__dirname, '..', '..');
const frozen = path.join(root, 'tests', 'launch');

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `over` laid over `under`: objects merge key by key, everything else is `over`'s. */
function layOver(under, over) {
  if (!isObject(under) || !isObject(over)) return over;
  const merged = { ...under };
  for (const [key, value] of Object.entries(over)) merged[key] = key in under ? layOver(under[key], value) : value;
  return merged;
}

/** The clinic's current file for a frozen one, if there is one. */
function currentOf(filename) {
  const current = path.join(root, path.relative(frozen, filename));
  return existsSync(current) ? readFileSync(current, 'utf8') : undefined;
}

module.exports = {
  layOver,
  // Jest returns JSON text from a JSON file's transform and parses it itself.
  process(source, filename) {
    const current = currentOf(filename);
    return { code: JSON.stringify(current === undefined ? JSON.parse(source) : layOver(JSON.parse(current), JSON.parse(source))) };
  },
  // The result changes with the current file too, and with this transform.
  getCacheKey(source, filename) {
    return createHash('sha256')
      .update(source)
      .update(currentOf(filename) ?? '')
      .update(readFileSync(__filename))
      .digest('hex');
  },
};
