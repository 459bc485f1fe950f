// Jest 30 with Next's SWC transform. An .mjs config: TypeScript 7 breaks ts-node, which a
// jest.config.ts would need.
import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  // Unit tests sit beside what they test; browser tests live in tests/e2e and run in Playwright.
  testMatch: ['<rootDir>/{app,bench,components,content,hosting,lib,scripts,support,tools}/**/*.test.{ts,tsx,mjs}'],
  testPathIgnorePatterns: ['/node_modules/', '/out/', '/.next/', '/tests/e2e/'],
  // The CMS end-to-end test's copy of the project, while it runs.
  modulePathIgnorePatterns: ['<rootDir>/.cms-e2e/'],
};

export default createJestConfig(config);
