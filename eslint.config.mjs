import { defineConfig, globalIgnores } from 'eslint/config';
import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    rules: {
      // Page links are plain <a> on purpose: pages without islands ship no client router, and the
      // Speculation Rules prefetch the next page instead (README "No JavaScript by default").
      '@next/next/no-html-link-for-pages': 'off',
    },
  },
  {
    // Layering: lib/ is pure logic and takes content as arguments; only content/ and app/ bind the real data.
    // lib/layering.test.ts checks the same with relative paths resolved.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/content', '@/content/*', '**/content', '**/content/*'],
              message: 'lib/ never imports content/: take the data as an argument, and put a type lib/ needs in lib/ (lib/schemas/).',
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'public/js/**',
    'public/admin/decap/**',
    'public/admin/editor.js',
    'tmp/**',
    '.cms-e2e/**',
    '.clinic-edits/**',
    '.twice-the-pages/**',
  ]),
]);
