// `npm run bench`: Lighthouse (mobile preset, simulated throttling) on the built site, served the way the
// hosts serve it, three runs a page, plus the bytes each page loads measured from out/. Prints the medians,
// the from-out/ bytes and every target of issue 7 with its gap; writes the same to bench/results.json.
// Exits non-zero only when a run breaks (Lighthouse fails, a page does not answer 200), never on a missed
// target. Flags: see usage() or the README's "Benchmark" section.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { generateReport } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { REFERENCE_PREFIX, startBenchServer } from './server.mjs';
import { CATEGORIES, KB, evaluateTargets, formatBytes, formatCls, formatMs, formatTable, medianMetrics } from './targets.mjs';
import { outIsStale } from '../support/build-if-needed.mjs';
import { CHROMIUM_ARGS, findChromium, missingChromiumMessage } from '../support/chromium.mjs';
import { GZIP_LEVEL, PHONE, folderBytes, frameScripts, listPages, measurePage, pageSpecificJs, parseAttributes } from './page-bytes.mjs';
import { ADMIN_PATH } from '../hosting/policy.mjs';
import { CPU_SLOWDOWN, LONG_TASK_MS, PHONE_DPR, PHONE_VIEWPORT, launchBrowser, measureLongTasks } from './long-tasks.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(root, 'out');
const REFERENCE_DIR = path.join(root, 'bench', 'reference');
const RESULTS = path.join(root, 'bench', 'results.json');

/** The featured article (the reference page copies its hero and opening) and the longest one, with tables. */
const FEATURED_ARTICLE = '/blog/10-stvari-koje-niste-znali-o-hollywood-smile/';
const LONG_ARTICLE = '/blog/da-li-ste-kandidat-za-hollywood-smile-proverite-ovih-5-znakova/';
const DEFAULT_PAGES = ['/', '/cenovnik/', '/galerija/', '/faq/', '/blog/', FEATURED_ARTICLE, LONG_ARTICLE];
const REFERENCE = 'reference';
const CATEGORY_IDS = { performance: 'performance', accessibility: 'accessibility', bestPractices: 'best-practices', seo: 'seo' };

function usage() {
  return `Usage: npm run bench -- [options]
  --pages /,/faq/   pages to run (comma-separated, canonical paths; default: ${DEFAULT_PAGES.length} pages)
  --runs N          Lighthouse runs per page (default 3; the median is reported)
  --build           always build, from clean (.next/ and out/ removed), and time it
  --no-build        never build; use out/ as it is
  --no-reference    skip the reference page (the article LCP target is then not measured)
  --reports DIR     where to save each page's median Lighthouse report, HTML and JSON (default .bench/)
  --port N          the local server's port (default 4180)
  --no-save         do not write bench/results.json`;
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      pages: { type: 'string' },
      runs: { type: 'string', default: '3' },
      build: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      'no-reference': { type: 'boolean', default: false },
      reports: { type: 'string', default: '.bench' },
      port: { type: 'string', default: '4180' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage());
    process.exit(0);
  }
  const pages = values.pages
    ? values.pages
        .split(',')
        .map((page) => page.trim())
        .filter(Boolean)
    : DEFAULT_PAGES;
  const runs = Number(values.runs);
  const bad = pages.find((page) => !page.startsWith('/') || !page.endsWith('/'));
  if (bad || !Number.isInteger(runs) || runs < 1 || (values.build && values['no-build'])) {
    console.error(bad ? `"${bad}" is not a canonical page path (it starts and ends with "/").\n` : '');
    console.error(usage());
    process.exit(2);
  }
  return {
    pages,
    runs,
    build: values.build,
    noBuild: values['no-build'],
    reference: !values['no-reference'],
    reports: path.resolve(root, values.reports),
    port: Number(values.port),
    save: !values['no-save'],
  };
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function previousResults() {
  try {
    return JSON.parse(readFileSync(RESULTS, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The build and its time. A build that this run makes is timed; when out/ is fresh and no build is asked
 * for, the last measured time (from bench/results.json) is reported as such, never passed off as new.
 */
function buildStep(options) {
  const timed = (cold) => {
    if (cold) {
      console.log('Removing .next/ and out/ for a clean build …');
      rmSync(path.join(root, '.next'), { recursive: true, force: true });
      rmSync(OUT, { recursive: true, force: true });
    }
    const warmCache = existsSync(path.join(root, '.next'));
    console.log(`Building (npm run build${warmCache ? ', with the .next/ cache of an earlier build' : ', clean'}) …`);
    const started = Date.now();
    const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    const seconds = (Date.now() - started) / 1000;
    if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}).`);
    return {
      seconds,
      clean: !warmCache,
      measuredAt: new Date().toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      note: `this run, ${warmCache ? 'with the .next/ cache' : 'clean'}`,
    };
  };
  if (options.build) return timed(true);
  if (!options.noBuild && outIsStale()) return timed(false);
  if (!existsSync(path.join(OUT, 'index.html'))) throw new Error('out/ has no build and --no-build was given: run "npm run build" first.');
  const last = previousResults()?.build;
  if (!last?.seconds) {
    console.log('out/ is up to date; no build time measured yet (run with --build to time a clean build).');
    return null;
  }
  const when = last.measuredAt?.slice(0, 10) ?? 'an earlier run';
  console.log(`out/ is up to date; reporting the build time measured on ${when} (run with --build to time a new one).`);
  return {
    ...last,
    note: `measured on ${when}${last.commit ? ` at ${last.commit}` : ''}, ${last.clean ? 'clean' : 'with the .next/ cache'}; not rebuilt in this run`,
  };
}

/** The first <picture> after the h1 of a page: its sources' type, srcset and sizes, to compare. */
function heroSources(html) {
  const afterHeading = html.slice(html.search(/<h1[\s>]/i));
  const picture = /<picture\b[\s\S]*?<\/picture>/i.exec(afterHeading)?.[0] ?? '';
  return [...picture.matchAll(/<source\b[^>]*>/gi)].map(([tag]) => {
    const { type, srcset, sizes } = parseAttributes(tag);
    return { type, srcset, sizes };
  });
}

function checkReference() {
  const reference = readFileSync(path.join(REFERENCE_DIR, 'index.html'), 'utf8');
  const article = readFileSync(path.join(OUT, ...FEATURED_ARTICLE.split('/').filter(Boolean), 'index.html'), 'utf8');
  if (JSON.stringify(heroSources(reference)) !== JSON.stringify(heroSources(article))) {
    console.warn(
      `⚠ bench/reference/index.html: its hero <picture> sources differ from ${FEATURED_ARTICLE}'s; copy them over so the LCP ratio compares like with like.`,
    );
  }
}

/** The figures of one Lighthouse report; throws when the run is broken. */
function figures(lhr, page) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const documentRequest = requests.find((request) => request.resourceType === 'Document');
  if (documentRequest?.statusCode !== 200) throw new Error(`the page answered ${documentRequest?.statusCode ?? 'nothing'}, not 200`);
  if (page === REFERENCE) {
    const failed = requests.filter((request) => request.statusCode >= 400);
    if (failed.length) throw new Error(`the reference page's ${failed.map((request) => `${request.url} (${request.statusCode})`).join(', ')} failed`);
  }
  const scores = Object.fromEntries(
    Object.entries(CATEGORY_IDS).map(([key, id]) => {
      const score = lhr.categories[id]?.score;
      if (typeof score !== 'number') throw new Error(`no ${id} score`);
      return [key, Math.round(score * 100)];
    }),
  );
  const summary = lhr.audits['resource-summary']?.details?.items ?? [];
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    ...scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    jsTransferBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? null,
    requests: summary.find((item) => item.resourceType === 'total')?.requestCount ?? null,
    // Lighthouse's CPU benchmark of this machine at the time of the run: lower means busier.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Why points are lost, from one report: failing audits of every category and the costliest diagnostics. */
function causes(lhr) {
  const found = [];
  for (const [key, id] of Object.entries(CATEGORY_IDS)) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ['informative', 'notApplicable', 'manual'].includes(audit.scoreDisplayMode)) continue;
      const savings = Object.entries(audit.metricSavings ?? {}).filter(([, value]) => value > 0);
      // Performance: the weighted metrics, and diagnostics or insights that estimate a saving.
      if (key === 'performance' && ref.weight === 0 && savings.length === 0) continue;
      found.push({
        category: key,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
        ...(savings.length ? { savingsMs: Object.fromEntries(savings.map(([metric, value]) => [metric, Math.round(value)])) } : {}),
      });
    }
  }
  // The LCP element and its phases: Lighthouse 13's LCP breakdown insight (a table of subparts, then the node).
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const element = breakdown.find((item) => item.type === 'node');
  const phases = breakdown.find((item) => item.type === 'table')?.items?.map((item) => `${item.label} ${Math.round(item.duration)} ms`);
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  const shortUrl = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');
  return {
    issues: found,
    lcpElement: element ? { selector: element.selector, snippet: element.snippet, phases } : null,
    longTasks: items('long-tasks')
      .slice(0, 4)
      .map((item) => ({ url: shortUrl(item.url), startMs: Math.round(item.startTime), durationMs: Math.round(item.duration) })),
    // CLS: what moved and why (e.g. "Web font loaded").
    layoutShifts: items('layout-shifts')
      .slice(0, 3)
      .map((item) => ({
        selector: item.node?.selector,
        score: Number(item.score.toFixed(4)),
        causes: [...new Set((item.subItems?.items ?? []).map((sub) => sub.cause))],
      })),
    // TBT: main-thread time by script (observed, before the 4× CPU slowdown is simulated).
    scriptTime: items('bootup-time')
      .slice(0, 4)
      .map((item) => ({ url: shortUrl(item.url), totalMs: Math.round(item.total), scriptingMs: Math.round(item.scripting) })),
  };
}

async function runLighthouse(url, options) {
  const chrome = await chromeLauncher.launch({ chromePath: options.chromePath, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      onlyCategories: Object.values(CATEGORY_IDS),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

function formatMegabytes(bytes) {
  return `${(bytes / KB / KB).toFixed(2)} MB`;
}

function fileNameFor(page) {
  return page === REFERENCE ? 'reference' : page === '/' ? 'home' : page.split('/').filter(Boolean).join('_');
}

async function main() {
  const options = parseOptions();
  options.chromePath = findChromium();
  if (!options.chromePath) throw new Error(missingChromiumMessage());
  const started = Date.now();
  const build = buildStep(options);

  // Bytes from out/, for every page: the frame is what all pages share, the articles' figure is their largest.
  const allPages = listPages(OUT);
  const missing = options.pages.filter((page) => !allPages.includes(page));
  if (missing.length) throw new Error(`Not pages of this build: ${missing.join(', ')}`);
  const measured = Object.fromEntries(allPages.map((page) => [page, measurePage(OUT, page)]));
  const frame = frameScripts(Object.values(measured));
  // The pages with islands load React with them: the scripts they all share are its runtime.
  const islandPages = allPages.filter((page) => measured[page].islands.length > 0);
  const islandRuntime = frameScripts(islandPages.map((page) => measured[page]));
  const bytes = Object.fromEntries(
    Object.entries(measured).map(([page, measurement]) => [
      page,
      {
        ...measurement.totals,
        pageSpecificJs: pageSpecificJs(measurement, frame),
        islandJs: islandPages.includes(page) ? pageSpecificJs(measurement, islandRuntime) : 0,
        scripts: measurement.scripts.map((script) => script.url),
      },
    ]),
  );
  const articlePages = allPages.filter((page) => /^\/blog\/[^/]+\/$/.test(page));
  const articlesJs = Math.max(...articlePages.map((page) => bytes[page].jsGzip));
  // The editor (Decap CMS) is not a page: its size is reported apart, and Lighthouse never runs on it.
  const adminDir = path.join(OUT, ...ADMIN_PATH.split('/').filter(Boolean));
  const admin = existsSync(adminDir) ? folderBytes(adminDir) : null;

  // Lighthouse, round-robin over the pages so that every page (and the reference) sees the same stretch of
  // machine load.
  if (options.reference) checkReference();
  const targets = [...(options.reference ? [REFERENCE] : []), ...options.pages];
  const server = await startBenchServer({ port: options.port, referenceDir: REFERENCE_DIR });
  const origin = `http://127.0.0.1:${options.port}`;
  const reports = Object.fromEntries(targets.map((page) => [page, []]));
  const tasks = Object.fromEntries(options.pages.map((page) => [page, []]));
  const broken = [];
  try {
    for (let run = 1; run <= options.runs; run++) {
      for (const page of targets) {
        const url = `${origin}${page === REFERENCE ? REFERENCE_PREFIX : page}`;
        const runStarted = Date.now();
        try {
          const lhr = await runLighthouse(url, options);
          const result = figures(lhr, page);
          reports[page].push({ lhr, figures: result });
          console.log(
            `run ${run}/${options.runs} ${page.padEnd(24).slice(0, 60)} perf ${result.performance}, LCP ${formatMs(result.lcpMs)}, TBT ${formatMs(result.tbtMs)} (${((Date.now() - runStarted) / 1000).toFixed(0)} s)`,
          );
        } catch (error) {
          broken.push({ page, run, error: error.message });
          console.error(`✗ run ${run}/${options.runs} ${page}: ${error.message}`);
        }
      }
    }
    // Long tasks on a phone at 4× CPU, as many runs as Lighthouse's: the longest before the first interaction,
    // and the longest while the visitor scrolls and the islands hydrate.
    const browser = await launchBrowser(options.chromePath);
    try {
      for (let run = 1; run <= options.runs; run++) {
        for (const page of options.pages) {
          const result = await measureLongTasks(`${origin}${page}`, { browser });
          const longest = (tasks) => Math.max(0, ...tasks);
          tasks[page].push({ loadMs: longest(result.load), islandsMs: longest(result.islands), count: result.load.length + result.islands.length });
          console.log(
            `long tasks ${run}/${options.runs} ${page.padEnd(24).slice(0, 60)} load ${result.load.join(', ') || 'none'}; islands ${result.islands.join(', ') || 'none'}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }

  // Medians of each metric; the causes (and the saved report) come from the run Lighthouse would call the
  // median one.
  mkdirSync(options.reports, { recursive: true });
  const lighthouseResults = {};
  const pageReports = [];
  for (const page of targets) {
    const done = reports[page];
    if (done.length === 0) continue;
    const median = medianMetrics(done.map((report) => report.figures));
    lighthouseResults[page] = median;
    const representative = computeMedianRun(done.map((report) => report.lhr));
    writeFileSync(path.join(options.reports, `${fileNameFor(page)}.json`), JSON.stringify(representative));
    writeFileSync(path.join(options.reports, `${fileNameFor(page)}.html`), generateReport(representative, 'html'));
    pageReports.push({ page, median, runs: done.map((report) => report.figures), ...causes(representative) });
  }
  const referenceLcp = lighthouseResults[REFERENCE]?.lcpMs;
  const longTasks = Object.fromEntries(Object.entries(tasks).map(([page, runs]) => [page, { ...medianMetrics(runs), runs }]));
  const evaluated = evaluateTargets({
    lighthouse: lighthouseResults,
    longTasks,
    bytes,
    articles: options.pages.filter((page) => articlePages.includes(page)),
    reference: REFERENCE,
    islandPages,
    build,
  });

  // Output.
  const firstLhr = Object.values(reports).flat()[0]?.lhr;
  console.log(
    `\nLighthouse ${firstLhr?.lighthouseVersion ?? '?'}, mobile preset, simulated throttling; medians of ${options.runs} run${options.runs === 1 ? '' : 's'}.`,
  );
  const cpu = medianMetrics(
    Object.values(reports)
      .flat()
      .map((report) => ({ index: report.figures.benchmarkIndex })),
  ).index;
  console.log(`Transfer and JS are what Lighthouse saw over the bench server (text gzipped, level ${GZIP_LEVEL}).`);
  console.log(`Lighthouse's CPU benchmark of this machine during the runs: ${cpu === null ? '?' : Math.round(cpu)} (median; lower is busier).\n`);
  console.log(
    formatTable(
      ['Page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'LCP ÷ ref', 'TBT', 'CLS', 'Transfer', 'JS', 'Requests'],
      pageReports.map(({ page, median }) => [
        page === REFERENCE ? `reference (${REFERENCE_PREFIX})` : page,
        ...CATEGORIES.map(([key]) => median[key]),
        formatMs(median.fcpMs),
        formatMs(median.lcpMs),
        referenceLcp && page !== REFERENCE ? (median.lcpMs / referenceLcp).toFixed(2) : '–',
        formatMs(median.tbtMs),
        formatCls(median.cls),
        formatBytes(median.transferBytes),
        formatBytes(median.jsTransferBytes),
        median.requests,
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    ),
  );
  console.log(
    `\nLong tasks (over ${LONG_TASK_MS} ms) on a ${PHONE_VIEWPORT.width} px phone at DPR ${PHONE_DPR}, CPU slowed ${CPU_SLOWDOWN}×, medians of ${options.runs}: the longest before any interaction, and while scrolling through the page as its islands hydrate:\n`,
  );
  console.log(
    formatTable(
      ['Page', 'Longest at load', 'Longest while scrolling', 'Long tasks'],
      options.pages.map((page) => [page, formatMs(longTasks[page]?.loadMs), formatMs(longTasks[page]?.islandsMs), longTasks[page]?.count ?? '–']),
      [1, 2, 3],
    ),
  );
  console.log(`\nFrom out/ (gzip level ${GZIP_LEVEL} for text; fonts the page's text needs; eager images at ${PHONE.width} px, DPR ${PHONE.dpr}):\n`);
  console.log(
    formatTable(
      ['Page', 'HTML gz', 'JS gz', 'beyond frame', 'CSS gz', 'Fonts', 'Images', 'Total'],
      options.pages.map((page) => {
        const row = bytes[page];
        return [
          page,
          formatBytes(row.htmlGzip),
          formatBytes(row.jsGzip),
          formatBytes(row.pageSpecificJs),
          formatBytes(row.cssGzip),
          formatBytes(row.fontBytes),
          formatBytes(row.imageBytes),
          formatBytes(row.total),
        ];
      }),
      [1, 2, 3, 4, 5, 6, 7],
    ),
  );
  console.log(
    admin
      ? `\nThe editor (${ADMIN_PATH}, Decap CMS; not a page: no budget, no Lighthouse): ${admin.files} files, ${formatMegabytes(admin.bytes)} raw, ${formatMegabytes(admin.gzip)} gzip (every file, level ${GZIP_LEVEL}).`
      : `\nThe editor (${ADMIN_PATH}) is missing from out/.`,
  );
  console.log(
    `\nTargets (articles' JavaScript: ${formatBytes(articlesJs)} gzip; pages with islands: ${islandPages.join(', ')}, their shared runtime: ${islandRuntime.size} scripts):\n`,
  );
  // Grouped by page, in the order the pages ran; the site-wide targets last.
  for (const page of [...options.pages, null]) {
    const items = evaluated.filter((item) => item.page === page);
    if (items.length === 0) continue;
    console.log(page ?? 'site');
    for (const item of items) {
      const mark = item.met === true ? '✓' : item.met === false ? '✗' : '·';
      console.log(`  ${mark} ${item.label}: ${item.text}${item.note ? ` (${item.note})` : ''}`);
    }
  }
  const missed = evaluated.filter((item) => item.met === false).length;
  console.log(`\n${evaluated.length - missed} of ${evaluated.length} targets met, ${missed} missed. ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
  console.log(`Each page's median Lighthouse report: ${path.relative(root, options.reports) || '.'}/<page>.html (and .json).`);

  if (options.save) {
    const results = {
      date: new Date().toISOString(),
      commit: git('rev-parse', '--short', 'HEAD'),
      lighthouse: firstLhr?.lighthouseVersion ?? null,
      browser: firstLhr?.environment?.hostUserAgent ?? null,
      settings: {
        preset: 'mobile',
        throttling: 'simulate',
        runs: options.runs,
        longTasks: { viewport: PHONE_VIEWPORT, dpr: PHONE_DPR, cpuSlowdown: CPU_SLOWDOWN, overMs: LONG_TASK_MS },
        server: `bench/server.mjs (gzip level ${GZIP_LEVEL})`,
        bytesPhone: PHONE,
        kb: KB,
      },
      build,
      lighthouseMedians: pageReports,
      longTasks,
      bytes: Object.fromEntries(options.pages.map((page) => [page, bytes[page]])),
      articlesJs,
      admin,
      frameScripts: [...frame],
      islandPages,
      islandRuntimeScripts: [...islandRuntime],
      targets: evaluated,
      broken,
    };
    writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`Wrote ${path.relative(root, RESULTS)}.`);
  }
  if (broken.length) {
    console.error(`\n✗ ${broken.length} run${broken.length === 1 ? '' : 's'} broke: ${broken.map((item) => `${item.page} (run ${item.run})`).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`✗ bench: ${error.message}`);
    process.exit(1);
  });
}
