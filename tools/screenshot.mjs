// Screenshots of pages at phone and desktop widths, for looking at what was built.
// Usage: node tools/screenshot.mjs [path ...]   (serves out/ itself; PNGs go to .screenshots/)
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, missingChromiumMessage } from '../support/chromium.mjs';
import { renderEverySection, scrollThrough } from '../support/in-page.mjs';
import { listPages } from '../support/out-files.mjs';
import { startServer } from '../support/static-server.mjs';

// By default every page but the articles: the top-level pages of out/, that is the pages of content/route-registry.ts as
// built (an .mjs on Node 20 cannot import that TypeScript file, and a copied list would drift from it).
const OUT = fileURLToPath(new URL('../out', import.meta.url));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : listPages(OUT).filter((page) => page.split('/').length <= 3);
const widths = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
];
const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumMessage());

const port = 3210;
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
mkdirSync('.screenshots', { recursive: true });
for (const path of paths) {
  for (const size of widths) {
    const page = await browser.newPage({ viewport: { width: size.width, height: size.height } });
    await page.goto(`http://127.0.0.1:${port}${path}`);
    // Read through as a visitor scrolls, so every lazy image and island loads before the picture. (A viewport as tall
    // as the page did that at once, but a long page's crashed the renderer.)
    await page.evaluate(scrollThrough);
    // Every image loaded (not decoded all at once: the home page's pictures together crashed the renderer), then a
    // frame for the islands.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 30_000 }).catch(() => undefined);
    // A full-page picture is taken beyond the screen, where sections far from it are not rendered (content-visibility:
    // auto, render-near): render them all, as a visitor's scrolling does.
    await page.evaluate(renderEverySection);
    await page.waitForTimeout(300);
    const file = `.screenshots/${path.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home'}-${size.name}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
    await page.close();
  }
}
await browser.close();
server.close();
