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
  {
    // No inline style in the markup: every page's Content-Security-Policy allows styles by hash only (style-src), so a
    // style attribute in the server HTML is refused by the browser. How a component sets a size instead:
    // components/README.md. The share images (app/og/) are drawn to PNG by next/og, which reads only inline styles.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    ignores: ['app/og/**', '**/*.test.tsx'],
    rules: {
      'react/forbid-dom-props': [
        'error',
        {
          forbid: [
            {
              propName: 'style',
              message:
                "No inline style: the CSP's style-src refuses it. Use a Tailwind class (a literal; a spec size is a constant in lib/ checked by components/layout-sizes.test.ts), or set a live value after hydration through the CSSOM (components/README.md).",
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
    '.third-language/**',
    '.tunables-proof/**',
  ]),
]);
