import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { clientModulesOfRoute, flightClientReferences, isIslandModule, isRenderOnly, routeOfHtmlFile, unsupportedBuild } from './strip-runtime-lib.mjs';

describe('which client modules a page may render without React', () => {
  it.each([
    ['[project]/node_modules/next/dist/esm/client/components/layout-router.js', true],
    ['[project]/node_modules/lucide-react/dist/esm/Icon.mjs', true],
    ['[project]/components/gallery-strip.tsx', false],
    ['[project]/node_modules/embla-carousel-react/esm/index.js', false],
  ])('%s → %s', (name, expected) => {
    expect(isRenderOnly(name)).toBe(expected);
  });
});

describe('which client modules are the page’s own islands', () => {
  it('matches a component by its file name in components/, only for the islands the page renders', () => {
    const islands = new Set(['gallery-strip']);
    expect(isIslandModule('[project]/components/gallery-strip.tsx', islands)).toBe(true);
    expect(isIslandModule('[project]/components/slideshow.tsx', islands)).toBe(false);
    expect(isIslandModule('[project]/components/home/gallery-strip.tsx', islands)).toBe(false);
    expect(isIslandModule('[project]/node_modules/x/gallery-strip.tsx', islands)).toBe(false);
  });
});

describe('the route of an exported HTML file', () => {
  const prerender = {
    routes: {
      '/': { srcRoute: '/' },
      '/faq': { srcRoute: '/faq' },
      '/blog/x': { srcRoute: '/blog/[slug]' },
      '/_not-found': { srcRoute: '/_not-found' },
    },
  };
  it.each([
    ['index.html', '/'],
    ['faq/index.html', '/faq'],
    ['blog/x/index.html', '/blog/[slug]'],
    ['404.html', '/_not-found'],
    ['_not-found/index.html', '/_not-found'],
    ['_global-error.html', null],
    ['blog/unknown/index.html', null],
  ])('%s → %s', (file, route) => {
    expect(routeOfHtmlFile(file, prerender)).toBe(route);
  });
});

describe('a route’s client modules, from its manifest', () => {
  it('reads the manifest Next wrote for the route, and answers null when there is none', () => {
    const nextDir = mkdtempSync(path.join(tmpdir(), 'next-'));
    const folder = path.join(nextDir, 'server', 'app', 'blog', '[slug]');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'page_client-reference-manifest.js'),
      'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/blog/[slug]/page"] = {"clientModules":{"[project]/components/x.tsx":{"id":7,"chunks":[]}}};',
    );
    expect(clientModulesOfRoute(nextDir, '/blog/[slug]')).toEqual({ '[project]/components/x.tsx': { id: 7, chunks: [] } });
    expect(clientModulesOfRoute(nextDir, '/faq')).toBeNull();
  });

  it('finds a route’s manifest inside its route group, keyed by the folder with the group', () => {
    const nextDir = mkdtempSync(path.join(tmpdir(), 'next-'));
    for (const [folder, key] of [
      [['(sr)', 'faq'], '/(sr)/faq/page'],
      [['(en)', 'en'], '/(en)/en/page'],
      [['(sr)'], '/(sr)/page'],
    ]) {
      mkdirSync(path.join(nextDir, 'server', 'app', ...folder), { recursive: true });
      writeFileSync(
        path.join(nextDir, 'server', 'app', ...folder, 'page_client-reference-manifest.js'),
        `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(key)}] = {"clientModules":{${JSON.stringify(key)}:{}}};`,
      );
    }
    expect(clientModulesOfRoute(nextDir, '/faq')).toEqual({ '/(sr)/faq/page': {} });
    expect(clientModulesOfRoute(nextDir, '/en')).toEqual({ '/(en)/en/page': {} });
    expect(clientModulesOfRoute(nextDir, '/')).toEqual({ '/(sr)/page': {} });
    expect(clientModulesOfRoute(nextDir, '/cenovnik')).toBeNull();
  });
});

describe('the client references in a page’s flight data', () => {
  it('finds every "I[<id>" row across the pushes, numeric and string ids, and nothing else', () => {
    const push = (chunk) => `self.__next_f.push(${JSON.stringify([1, chunk])})`;
    const pushes = [
      push('1:"$Sreact.fragment"\n3:I[39756,["$2"],"default"]\n4:["$","p",null,{"children":"I[99,"}]\n'),
      push('5:I["[project]/components/x.tsx",["$2"],"X"]\n'),
    ];
    expect(flightClientReferences(pushes)).toEqual(['39756', '[project]/components/x.tsx']);
  });
});

describe('the builds the strip step understands', () => {
  const turbopackBuild = () => {
    const nextDir = mkdtempSync(path.join(tmpdir(), 'next-'));
    writeFileSync(path.join(nextDir, 'turbopack'), '');
    return nextDir;
  };

  it('accepts a Turbopack build of the exact Next version package.json pins', () => {
    expect(unsupportedBuild({ nextDir: turbopackBuild(), declaredNext: '16.4.6', installedNext: '16.4.6' })).toBeNull();
  });

  it('refuses a webpack build, naming the cause', () => {
    const nextDir = mkdtempSync(path.join(tmpdir(), 'next-'));
    expect(unsupportedBuild({ nextDir, declaredNext: '16.4.6', installedNext: '16.4.6' })).toMatch(/not built by Turbopack.*--webpack/);
  });

  it('refuses a Next version range, or an installed Next other than the pinned one', () => {
    expect(unsupportedBuild({ nextDir: turbopackBuild(), declaredNext: '^16.4.6', installedNext: '16.4.6' })).toMatch(/pin an exact version/);
    expect(unsupportedBuild({ nextDir: turbopackBuild(), declaredNext: '16.4.6', installedNext: '16.5.0' })).toMatch(
      /pins next 16.4.6 but 16.5.0 is installed/,
    );
  });
});

describe('unreadable flight data', () => {
  it('throws on a payload it cannot parse, so the step names the page', () => {
    expect(() => flightClientReferences(['self.__next_f.push([1,"unterminated)'])).toThrow();
  });
});
