/** @jest-environment node */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DECAP_COMPONENTS, DECAP_PLAIN_NAMES, decapMarkupProblems, decapSelector, isDecapPart } from '../admin/decap-markup.mjs';
import { ENTRY, LOCALE, bundleFiles, bundleReferences, localeScript, withoutSourceMap } from './copy-decap.mjs';

describe('which files of the Decap bundle the admin needs', () => {
  it('reads the chunks a file loads and the assets it fetches, each once', () => {
    const code = 'Promise.all([n.e(21),n.e(7)]).then(n.bind(n,1));r.e(21);new URL("f728dc876b39e5273411.wasm",r.b);a.e(x)';
    expect(bundleReferences(code)).toEqual({ chunks: ['21.decap-cms.js', '7.decap-cms.js'], assets: ['f728dc876b39e5273411.wasm'] });
  });

  it('follows chunks that load further chunks, and nothing unreferenced', () => {
    const dist = {
      [ENTRY]: 'o.e(1)',
      '1.decap-cms.js': 'o.e(2);"0123456789abcdef0123.wasm"',
      '2.decap-cms.js': 'o.e(1)',
      '3.decap-cms.js': '',
      '0123456789abcdef0123.wasm': '\0asm',
    };
    const read = (/** @type {string} */ name) => dist[/** @type {keyof typeof dist} */ (name)];
    expect(bundleFiles(read)).toEqual(['0123456789abcdef0123.wasm', '1.decap-cms.js', '2.decap-cms.js', ENTRY]);
  });

  it('names a referenced file the package does not have', () => {
    expect(() => bundleFiles((name) => (name === ENTRY ? 'o.e(9)' : undefined))).toThrow('9.decap-cms.js is referenced but missing');
  });

  it('drops the source-map comment the copies cannot honour', () => {
    expect(withoutSourceMap('a();\n//# sourceMappingURL=21.decap-cms.js.map')).toBe('a();\n');
    expect(withoutSourceMap('a();\n')).toBe('a();\n');
  });

  it('finds the whole installed bundle: every chunk of dist/ reachable, both image encoders, no cms.js copy', () => {
    const dist = path.resolve(__dirname, '../node_modules/decap-cms/dist');
    const files = bundleFiles((name) => (existsSync(path.join(dist, name)) ? readFileSync(path.join(dist, name), 'utf8') : undefined));
    expect(files).toContain(ENTRY);
    expect(files.filter((name) => name.endsWith('.wasm'))).toHaveLength(2);
    expect(files.some((name) => name.startsWith('cms') || name.endsWith('.map'))).toBe(false);
  });
});

describe('the Serbian Latin interface', () => {
  it('registers Decap’s Serbian phrases, in Latin script, as the configured locale', () => {
    const script = localeScript({ auth: { login: 'Пријава' }, editor: { editorToolbar: { publishNow: 'Објави одмах' } } });
    const registered = [];
    new Function('window', script)({ CMS: { registerLocale: (name, phrases) => registered.push([name, phrases]) } });
    expect(registered).toEqual([[LOCALE, { auth: { login: 'Prijava' }, editor: { editorToolbar: { publishNow: 'Objavi odmah' } } }]]);
    expect(readFileSync(path.join(__dirname, '..', 'content/cms-config.yml'), 'utf8')).toMatch(new RegExp(`^locale: ${LOCALE}$`, 'm'));
  });
});

describe('the Decap markup the editor reads (admin/decap-markup.mjs)', () => {
  const root = path.resolve(__dirname, '..');
  const dist = path.join(root, 'node_modules/decap-cms/dist');
  const installedBundle = () =>
    bundleFiles((name) => (existsSync(path.join(dist, name)) ? readFileSync(path.join(dist, name), 'utf8') : undefined))
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(path.join(dist, name), 'utf8'))
      .join('\n');
  const pinned = () => JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).dependencies['decap-cms'];
  const installed = () => JSON.parse(readFileSync(path.join(dist, '..', 'package.json'), 'utf8')).version;
  /** Every name a `[class*="…"]` selector in the text reads, without emotion's leading dash. */
  const classNamesIn = (/** @type {string} */ text) =>
    [...text.matchAll(/\[class\*=\\?["']-?([\w-]+?)\\?["']\]/g)].map((match) => /** @type {string} */ (match[1]));

  it('fits the installed Decap: pinned exactly, and every listed name still in its bundle', () => {
    expect(pinned()).toMatch(/^\d+\.\d+\.\d+$/);
    expect(decapMarkupProblems({ declared: pinned(), installed: installed(), bundle: installedBundle() })).toEqual([]);
  });

  it('fails loudly, naming what changed: a range instead of a pin, another installed version, a renamed part', () => {
    const bundle = installedBundle();
    expect(decapMarkupProblems({ declared: '^3.16.3', installed: '3.16.3', bundle })).toEqual([
      expect.stringContaining('declares decap-cms "^3.16.3": pin an exact version'),
    ]);
    expect(decapMarkupProblems({ declared: '3.16.3', installed: '3.17.0', bundle })).toEqual([
      expect.stringContaining('pins decap-cms 3.16.3 but 3.17.0 is installed'),
    ]);
    // An upgrade that renamed the list item's bar: the build names it and who reads it.
    const renamed = bundle.replaceAll('label:"TopBar"', 'label:"ItemTopBar"').replaceAll('label:TopBar;', 'label:ItemTopBar;');
    expect(decapMarkupProblems({ declared: '3.16.3', installed: '3.16.3', bundle: renamed })).toEqual([
      expect.stringMatching(/no longer defines the styled component "TopBar", which a list item's bar .* \(admin\/lists\.ts\) reads/),
    ]);
    const noSplit = bundle.replaceAll('"SplitPane"', '"Split"');
    expect(decapMarkupProblems({ declared: '3.16.3', installed: '3.16.3', bundle: noSplit })).toEqual([
      expect.stringContaining('no longer writes "SplitPane"'),
    ]);
  });

  it('is the only editor script that writes a selector on Decap’s class names; the styles and the e2e specs use listed names only', () => {
    const adminDir = path.join(root, 'admin');
    const scripts = readdirSync(adminDir).filter((name) => /\.(ts|mjs)$/.test(name) && name !== 'decap-markup.mjs');
    expect(scripts.filter((name) => classNamesIn(readFileSync(path.join(adminDir, name), 'utf8')).length > 0)).toEqual([]);

    const listed = new Set([...Object.keys(DECAP_COMPONENTS), ...Object.keys(DECAP_PLAIN_NAMES)]);
    const e2e = path.join(root, 'tests/e2e');
    const readers = [
      path.join(root, 'public/admin/editor.css'),
      ...readdirSync(e2e)
        .filter((name) => name.endsWith('.ts'))
        .map((name) => path.join(e2e, name)),
    ];
    const unlisted = readers.flatMap((file) =>
      classNamesIn(readFileSync(file, 'utf8'))
        .filter((name) => !listed.has(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(unlisted).toEqual([]);
    // The check sees what it checks: the styles read Decap's toolbar, the lists script its list items.
    expect(classNamesIn(readFileSync(path.join(root, 'public/admin/editor.css'), 'utf8'))).toContain('ToolbarContainer');
    expect(classNamesIn('a.closest(\'[class*="-TopBar"]\')')).toEqual(['TopBar']);
  });

  it('finds the named part by its label, not a longer label that starts with it', () => {
    const element = (/** @type {string} */ className) => /** @type {Element} */ (/** @type {unknown} */ ({ className }));
    expect(decapSelector('TopBar')).toBe('[class*="-TopBar"]');
    expect(isDecapPart(element('css-1x2y3z-TopBar'), 'TopBar')).toBe(true);
    expect(isDecapPart(element('css-1x2y3z-TopBar-Other extra'), 'TopBar')).toBe(true);
    expect(isDecapPart(element('css-1x2y3z-TopBarContainer'), 'TopBar')).toBe(false);
  });
});
