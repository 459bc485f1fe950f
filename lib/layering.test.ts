/**
 * The layering rule: lib/ is pure logic and never imports content/. A function that needs content takes it
 * as an argument, and a thin binding in content/ passes the real data (content/metadata.ts,
 * content/share-images.ts); a type lib/ needs lives in lib/ (lib/schemas/) and content/ imports it.
 * ESLint says the same in the editor (eslint.config.mjs); this test also resolves relative paths.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = process.cwd();

/** Every import, re-export, dynamic import and require of a source file that lands in content/. */
function contentImports(file: string, source: string): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles
    .map((entry) => entry.fileName)
    .filter((specifier) => {
      const target = specifier.startsWith('@/')
        ? path.join(root, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(file), specifier)
          : undefined;
      if (!target) return false;
      const relative = path.relative(root, target).split(path.sep);
      return relative[0] === 'content';
    });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(?:ts|tsx|mts|mjs|js)$/.test(entry.name) ? [full] : [];
  });
}

describe('contentImports', () => {
  const file = path.join(root, 'lib', 'structured-data', 'example.ts');

  it('finds content/ behind every form of import', () => {
    const source = [
      "import { site } from '@/content/site';",
      "import type { FaqItem } from '@/content/faq';",
      "export * from '../../content/home';",
      "export { pages } from '@/content/pages';",
      "const later = await import('../../content/articles');",
      "const manifest = require('@/content/image-manifest.json');",
      "import '@/content';",
    ].join('\n');
    expect(contentImports(file, source)).toEqual([
      '@/content/site',
      '@/content/faq',
      '../../content/home',
      '@/content/pages',
      '../../content/articles',
      '@/content/image-manifest.json',
      '@/content',
    ]);
  });

  it('lets lib/ import lib/, packages and look-alike names', () => {
    const source = [
      "import { ContentError } from '@/lib/content-check';",
      "import { z } from 'zod';",
      "import { x } from './content-types';",
      "import { y } from '../content-check';",
    ].join('\n');
    expect(contentImports(file, source)).toEqual([]);
  });
});

it('lib/ never imports content/', () => {
  const offenders = sourceFiles(path.join(root, 'lib')).flatMap((file) =>
    contentImports(file, readFileSync(file, 'utf8')).map((specifier) => `${path.relative(root, file)} imports ${specifier}`),
  );
  expect(offenders).toEqual([]);
});
