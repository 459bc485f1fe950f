import { defineConfig } from '@playwright/test';
import { languageOutsideRenders } from './content/page-language';
import { TEST_CHROMIUM_ARGS, findChromium, missingChromiumMessage } from './support/chromium.mjs';

// The specs read the content they expect in Serbian unless they name a language (content/page-language.ts); the
// config is loaded first in every worker.
languageOutsideRenders('sr');

const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumMessage());

/** The built out/ served by the same static server as `npm start`, on its own port. */
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  timeout: 60_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath, args: TEST_CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    // Tests tagged @desktop or @phone belong to one project only; untagged tests run in both.
    {
      name: 'phone',
      grepInvert: /@desktop/,
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grepInvert: /@phone/, use: { viewport: { width: 1440, height: 900 } } },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
