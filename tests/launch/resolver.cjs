// The launch tests' module resolver (jest.config.mjs › launch): every module resolves as usual, then the clinic's
// content files (content/data/**, and content/content-dir.ts, which says where content/blog/ is) are swapped for the
// frozen launch copy in tests/launch/. Done on the resolved path, whatever form the import had: Next's SWC
// transform turns "@/content/data/faq.json" into "./data/faq.json" before Jest sees it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads a resolver with require().
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above.
const { existsSync } = require('node:fs');

/** The project's folder: this file is tests/launch/resolver.cjs. */
const root = path.resolve(__dirname, '..', '..');

module.exports = (request, options) => {
  const resolved = options.defaultResolver(request, options);
  const relative = path.relative(root, resolved);
  // A file the launch copy has is swapped; one added since (a new page's data) is the current file.
  if (relative.startsWith(`content${path.sep}data${path.sep}`) && existsSync(path.join(root, 'tests', 'launch', relative))) {
    return path.join(root, 'tests', 'launch', relative);
  }
  if (relative === path.join('content', 'content-dir.ts')) return path.join(root, 'tests', 'launch', 'content-dir.ts');
  return resolved;
};
