import { chromium } from '@playwright/test';
import { startServer } from '/work/main/support/static-server.mjs';
import { TEST_CHROMIUM_ARGS, findChromium } from '/work/main/support/chromium.mjs';
const server = await startServer({ port: 4195 });
const browser = await chromium.launch({ executablePath: findChromium(), args: TEST_CHROMIUM_ARGS });
const shots = JSON.parse(process.argv[2]);
for (const [path, width, height, file, scroll] of shots) {
  const page = await browser.newPage({ viewport: { width, height }, isMobile: width < 500, hasTouch: width < 500 });
  await page.goto('http://127.0.0.1:4195' + path);
  await page.evaluate(() => document.fonts.ready);
  if (scroll) await page.evaluate((y) => window.scrollTo(0, y), scroll);
  await page.waitForTimeout(400);
  await page.screenshot({ path: file });
  await page.close();
}
await browser.close(); server.close();
