// Jest 30 with Next's SWC transform. An .mjs config: TypeScript 7 breaks ts-node, which a
// jest.config.ts would need.
//
// Two projects:
//   unit    the unit tests beside what they test, on the content as it is today: they derive counts, titles and
//           prices from it, so an edit in /admin/ keeps them green.
//   launch  the spec's literal strings and figures (tests/launch/), asserted on a frozen copy of the content as
//           it was at launch (tests/launch/content/), loaded through the real loaders: the site still renders
//           the spec exactly, and the clinic may change its own values later without turning a test red.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const common = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/tests/e2e/'],
  // The copies of the project that the CMS end-to-end test, the clinic-edits proof, the page-doubling timer, the
  // third-language proof and the tunables proof make.
  modulePathIgnorePatterns: [
    '<rootDir>/.cms-e2e/',
    '<rootDir>/.clinic-edits/',
    '<rootDir>/.twice-the-pages/',
    '<rootDir>/.third-language/',
    '<rootDir>/.tunables-proof/',
  ],
};

const unit = await createJestConfig({
  ...common,
  displayName: 'unit',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Unit tests sit beside what they test; browser tests live in tests/e2e and run in Playwright.
  testMatch: ['<rootDir>/{app,bench,components,content,hosting,lib,scripts,support,tools}/**/*.test.{ts,tsx,mjs}'],
})();

const launch = await createJestConfig({
  ...common,
  displayName: 'launch',
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // The content as it was at launch, in place of content/data/ and content/blog/ (tests/launch/resolver.cjs).
  resolver: '<rootDir>/tests/launch/resolver.cjs',
  // Each frozen data file laid over the current one: the launch copy ignores pages and fields added since.
  transform: { '^.+/tests/launch/content/data/.+\\.json$': '<rootDir>/tests/launch/launch-json.cjs' },
  testMatch: ['<rootDir>/tests/launch/**/*.test.{ts,tsx}'],
})();

const config = { projects: [unit, launch] };

export default config;
