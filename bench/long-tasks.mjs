// Long tasks on a phone (issue 25): Chromium at 412 px, DPR 1.75, the CPU slowed 4× (as Lighthouse's mobile
// preset assumes), loading a page and waiting until it is idle without touching it. Reports every main-thread
// task over 50 ms the page ran before the first interaction (the browser's own `longtask` entries), and, for
// a page with islands further down, those run while the visitor scrolls to each island and it hydrates.
// Run by bench/run.mjs; alone: node bench/long-tasks.mjs http://127.0.0.1:4180/galerija/
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, missingChromiumMessage } from '../support/chromium.mjs';

export const PHONE_VIEWPORT = { width: 412, height: 823 };
export const PHONE_DPR = 1.75;
export const CPU_SLOWDOWN = 4;
export const LONG_TASK_MS = 50;
/** Quiet time that counts as idle: no long task and no island still hydrating for this long. */
const SETTLE_MS = 1500;

/** Collects the page's long tasks from its first byte (the observer is buffered). */
const OBSERVE = () => {
  /** @type {{ start: number, duration: number }[]} */
  const tasks = [];
  /** @type {any} */ (window).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: Math.round(entry.startTime), duration: Math.round(entry.duration) });
  }).observe({ type: 'longtask', buffered: true });
};

/** @param {import('@playwright/test').Page} page */
async function settle(page) {
  // Wait until no island is loading or hydrating and no long task has come for SETTLE_MS.
  for (let waited = 0; waited < 30_000; waited += 250) {
    const quiet = await page.evaluate((settleMs) => {
      /** @type {{ start: number, duration: number }[]} */
      const tasks = /** @type {any} */ (window).__longTasks ?? [];
      const last = tasks.length ? tasks[tasks.length - 1].start + tasks[tasks.length - 1].duration : 0;
      const busy = document.querySelector('[data-island-state="loading"], [data-island-state="hydrating"]');
      return !busy && performance.now() - last > settleMs && document.readyState === 'complete';
    }, SETTLE_MS);
    if (quiet) return;
    await page.waitForTimeout(250);
  }
}

/**
 * @param {string} url
 * @param {{ browser: import('@playwright/test').Browser }} options
 * @returns {Promise<{ load: number[], islands: number[], islandsHydrated: string[] }>} task durations in ms (over 50 ms)
 */
export async function measureLongTasks(url, { browser }) {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: PHONE_DPR, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    const durations = () => /** @type {{ duration: number }[]} */ (/** @type {any} */ (window).__longTasks).map((task) => task.duration);
    const load = await page.evaluate(durations);
    // Then scroll through the page, a screen at a time, as a reader does: every island comes near and hydrates.
    const before = load.length;
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE_VIEWPORT.height) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(150);
    }
    await settle(page);
    const all = await page.evaluate(durations);
    const islandsHydrated = await page.$$eval('[data-island-state="hydrated"]', (islands) => islands.map((island) => island.getAttribute('data-island') ?? ''));
    return { load, islands: all.slice(before), islandsHydrated };
  } finally {
    await context.close();
  }
}

/** @param {string} chromePath */
export function launchBrowser(chromePath) {
  return chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(missingChromiumMessage());
  const browser = await launchBrowser(chromePath);
  try {
    for (const url of process.argv.slice(2)) {
      const result = await measureLongTasks(url, { browser });
      console.log(url, JSON.stringify(result));
    }
  } finally {
    await browser.close();
  }
}
