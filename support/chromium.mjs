// Which Chromium the browser tests, the screenshots and the benchmark drive.
// Debian's /usr/bin/chromium by default; CHROMIUM_PATH overrides it (e.g. Playwright's own
// Chromium on a laptop). No tool here downloads a browser by itself.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ENV = 'CHROMIUM_PATH';

/** Flags for a sandboxed CI machine with a closed network (README, "What `npm test` does"). */
export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * The end-to-end tests' flags: fewer processes for the same pages, on the tests' two cores (24 pages' visits took
 * 56–61 s with them, 62–68 s without). The compositor runs as a thread of the browser, not a process of its own (there is no GPU here anyway),
 * and a cross-site frame gets no process of its own (the site has none until a video's player). Not the benchmark's:
 * it measures Chromium as a visitor's runs.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--in-process-gpu', '--disable-site-isolation-trials'];

/** The browser's path, or undefined when neither CHROMIUM_PATH nor /usr/bin/chromium exists. */
export function findChromium() {
  const fromEnv = process.env[CHROMIUM_ENV];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return existsSync(DEFAULT_CHROMIUM) ? DEFAULT_CHROMIUM : undefined;
}

export function missingChromiumMessage() {
  const fromEnv = process.env[CHROMIUM_ENV];
  return fromEnv
    ? `No Chromium at ${CHROMIUM_ENV}=${fromEnv}. Point ${CHROMIUM_ENV} at a Chromium binary, or unset it to use ${DEFAULT_CHROMIUM}.`
    : `No Chromium found at ${DEFAULT_CHROMIUM}. Install it (apt-get install -y chromium) or set ${CHROMIUM_ENV} to a Chromium binary.`;
}
