/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
