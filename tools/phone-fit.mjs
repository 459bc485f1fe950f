// Measures what issue 41 asks of a phone, on the built pages: the share of text under 16 px, the smallest hit areas
// of the controls outside running text, at 390 px; the page's width and what ends past the edge at 320 px, and at
// 390 px with text at 200 % (the root's font size doubled). The same collectors and judges as the site-wide gates.
// Usage: node tools/phone-fit.mjs [path ...]   (serves out/ itself; default: the top-level pages)
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, missingChromiumMessage } from '../support/chromium.mjs';
import { importTypeScript } from '../support/import-typescript.mjs';
import { collectReflow, collectTargets, collectTextSizes, renderEverySection, scrollThrough } from '../support/in-page.mjs';
import { listPages } from '../support/out-files.mjs';
import { startServer } from '../support/static-server.mjs';

const OUT = fileURLToPath(new URL('../out', import.meta.url));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : listPages(OUT).filter((page) => page.split('/').length <= 3);
const fit = await importTypeScript("export * from '@/lib/phone-fit';", 'phone-fit.ts');
const executablePath = findChromium();
if (!executablePath) throw new Error(missingChromiumMessage());

const port = 3211;
const server = await startServer({ port });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
for (const path of paths) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await page.goto(`http://127.0.0.1:${port}${path}`);
  await page.evaluate(scrollThrough);
  await page.evaluate(renderEverySection);
  const text = fit.judgeText(await page.evaluate(collectTextSizes));
  const targets = await page.evaluate(collectTargets);
  const outside = targets.filter((target) => !target.inline).map((target) => ({ ...target, area: fit.hitArea(target) }));
  const smallest = outside.sort((a, b) => Math.min(a.area.width, a.area.height) - Math.min(b.area.width, b.area.height)).slice(0, 3);
  await page.setViewportSize({ width: 320, height: 568 });
  const narrow = await page.evaluate(collectReflow);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  const reflow = await page.evaluate(collectReflow);
  console.log(
    `${path}\n  text under 16px: ${((100 * text.charsUnder) / text.chars).toFixed(0)} % of ${text.chars} chars; offenders ${text.offenders.length}: ${text.offenders.slice(0, 6).join(' | ')}`,
  );
  console.log(
    `  targets: ${fit.smallTargets(outside).length} under 44; smallest ${smallest.map((t) => `${t.where} ${Math.round(t.area.width)}×${Math.round(t.area.height)}`).join(' | ')}`,
  );
  console.log(`  320px: scrollWidth ${narrow.scrollWidth}; ${fit.reflowProblems(narrow).slice(0, 6).join(' | ') || 'fits'}`);
  console.log(
    `  390px, text 200 %: scrollWidth ${reflow.scrollWidth}, call bar ${Math.round(reflow.callBarHeight ?? 0)}px; ${fit.reflowProblems(reflow).slice(0, 6).join(' | ') || 'fits'}`,
  );
  await page.close();
}
await browser.close();
server.close();
