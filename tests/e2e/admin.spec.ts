import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { contentSecurityPolicy } from '../../hosting/csp.mjs';
import { headersForPath, parseHeadersFile } from '../../hosting/netlify-headers.mjs';
import { ADMIN_CSP_DIRECTIVES, ADMIN_PATH, DECAP_SERVER_ORIGIN } from '../../hosting/policy.mjs';
import { csp, recordCspViolations } from './csp';
import { builtPagePaths } from './site-pages';

// The editor (Decap CMS at /admin/) under the hosts' real headers: out/_headers, applied by the local server.
const ROOT = path.resolve(__dirname, '../..');
const headerRules = parseHeadersFile(readFileSync(path.join(ROOT, 'out', '_headers'), 'utf8'));

/** Page errors and CSP violations while the editor runs (console noise from the bundle is not ours to gate). */
async function watch(page: Page) {
  const violations = await recordCspViolations(page);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { violations, errors };
}

/**
 * Answers Decap's local backend (decap-server's API: POST /api/v1 with an action) read-only from the
 * repository's files, so the test neither needs a server on port 8081 nor writes anything. The request
 * still leaves the page, so the editor's connect-src is what allows it.
 */
async function fakeLocalBackend(page: Page) {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST' };
  const entry = (file: string) => {
    const data = readFileSync(path.join(ROOT, file), 'utf8');
    return { data, file: { path: file, id: createHash('sha256').update(data).digest('hex') } };
  };
  const inRepo = (file: string) => {
    const full = path.resolve(ROOT, file);
    if (!full.startsWith(`${ROOT}${path.sep}`)) throw new Error(`outside the repository: ${file}`);
    return path.relative(ROOT, full).split(path.sep).join('/');
  };
  await page.route(`${DECAP_SERVER_ORIGIN}/api/v1`, async (route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const { action, params } = route.request().postDataJSON() as { action: string; params: Record<string, unknown> };
    const json = (body: unknown) => route.fulfill({ headers: cors, contentType: 'application/json', body: JSON.stringify(body) });
    if (action === 'info') return json({ repo: 'sajt', publish_modes: ['simple'], type: 'local_fs' });
    if (action === 'entriesByFolder') {
      const folder = inRepo(params.folder as string);
      const files = existsSync(folder) ? readdirSync(path.join(ROOT, folder)).filter((name) => name.endsWith(`.${params.extension}`)) : [];
      return json(files.map((name) => entry(`${folder}/${name}`)));
    }
    if (action === 'entriesByFiles') return json((params.files as { path: string }[]).map((file) => entry(inRepo(file.path))));
    if (action === 'getEntry') return json(entry(inRepo(params.path as string)));
    if (action === 'getMedia') return json([]);
    return route.fulfill({ status: 422, headers: cors, contentType: 'application/json', body: JSON.stringify({ error: `read-only test backend: ${action}` }) });
  });
}

test.describe('the editor at /admin/', { tag: '@desktop' }, () => {
  test('answers with its own policy, keeps its OAuth popup’s opener, and is never indexed', async ({ request }) => {
    const response = await request.get(ADMIN_PATH);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-security-policy']).toBe(contentSecurityPolicy(ADMIN_CSP_DIRECTIVES));
    expect(csp(headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['speculation-rules']).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('<html lang="sr-Latn">');
    expect(html).not.toMatch(/<script>|<style|style="/);

    // The bundle is served from the site itself, not indexed, and carries no policy (a document header).
    const bundle = await request.get(`${ADMIN_PATH}decap/decap-cms.js`);
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(bundle.headers()['content-security-policy']).toBeUndefined();
  });

  test('no header of the editor or of a page is set by two rules (Netlify would join their values)', () => {
    for (const requestPath of [ADMIN_PATH, `${ADMIN_PATH}config.yml`, `${ADMIN_PATH}decap/decap-cms.js`, ...builtPagePaths()]) {
      const setBy = new Map<string, number>();
      for (const rule of headerRules) {
        for (const name of Object.keys(headersForPath([rule], requestPath))) setBy.set(name.toLowerCase(), (setBy.get(name.toLowerCase()) ?? 0) + 1);
      }
      expect(
        [...setBy].filter(([, count]) => count > 1),
        requestPath,
      ).toEqual([]);
    }
  });

  test('robots.txt disallows it and the sitemap leaves it out', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/^Disallow: \/admin\/$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<loc>');
    expect(sitemap).not.toContain(ADMIN_PATH);
  });

  test('a public page keeps its strict policy and opener rule', async ({ request }) => {
    for (const pagePath of ['/', '/blog/']) {
      const headers = (await request.get(pagePath)).headers();
      expect(csp(headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
      expect(headers['content-security-policy']).not.toMatch(/unsafe-/);
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['x-robots-tag']).toBeUndefined();
    }
  });

  test('Decap starts under the policy and shows its GitHub login, with no violation and no page error', async ({ page }) => {
    const seen = await watch(page);
    // No local backend answers: the editor falls back to the configured GitHub backend, as in production.
    await page.route(`${DECAP_SERVER_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.goto(ADMIN_PATH);
    await expect(page.getByRole('button', { name: 'Prijavite se preko GitHub' })).toBeVisible();
    await expect(page).toHaveTitle('Uređivanje sajta');
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the loading screen speaks Serbian while the configuration loads (issue 42)', async ({ page }) => {
    await page.route(`${DECAP_SERVER_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    // A slow line: the configuration arrives after three seconds, and the screen says what it waits for, in Serbian.
    await page.route('**/admin/config.yml', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.goto(ADMIN_PATH);
    await expect(page.getByText(/^Učitavanje konfiguracije/)).toBeVisible();
    await expect(page.getByText(/Loading configuration/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Prijavite se preko GitHub' })).toBeVisible();
  });

  test('the GitHub login through Netlify’s OAuth popup hands over the token, and the editor works with GitHub', async ({ page, context }) => {
    const seen = await watch(page);
    await page.route(`${DECAP_SERVER_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    // Netlify's OAuth page, as it answers after GitHub: it announces itself to its opener, then posts the token.
    await context.route('https://api.netlify.com/auth?**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>OAuth</title><script>
          addEventListener('message', (event) => opener.postMessage('authorization:github:success:' + JSON.stringify({ token: 'test-token', provider: 'github' }), event.origin));
          opener.postMessage('authorizing:github', '*');
        </script>`,
      }),
    );
    // GitHub, as an editor with write access to an empty repository sees it.
    const requests: string[] = [];
    await page.route('https://api.github.com/**', (route) => {
      const { pathname } = new URL(route.request().url());
      requests.push(`${pathname} ${route.request().headers().authorization ?? ''}`);
      if (pathname === '/user')
        return route.fulfill({ json: { login: 'urednik', name: 'Urednik', avatar_url: 'https://avatars.githubusercontent.com/u/1?v=4' } });
      if (/^\/repos\/[^/]+\/[^/]+$/.test(pathname)) return route.fulfill({ json: { owner: { login: 'aurora-dental' }, permissions: { push: true } } });
      return route.fulfill({ status: 404, json: { message: 'Not Found' } });
    });
    await page.route('https://www.githubstatus.com/**', (route) => route.fulfill({ json: { components: [] } }));

    await page.goto(ADMIN_PATH);
    await page.getByRole('button', { name: 'Prijavite se preko GitHub' }).click();
    // The token can only come back through window.opener, which COOP same-origin would cut.
    await expect.poll(() => requests).toContain('/user token test-token');
    await expect(page.getByRole('heading', { name: 'Zbirke' })).toBeVisible();
    // Then it reads the content from the repository, with the token.
    await expect.poll(() => requests.some((request) => /^\/repos\/[^/]+\/[^/]+\/(git\/trees|contents)\/.* token test-token$/.test(request))).toBe(true);
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('with the local backend: logs in, lists a collection and opens an entry under the policy', async ({ page }) => {
    const seen = await watch(page);
    await fakeLocalBackend(page);
    await page.goto(ADMIN_PATH);
    await page.getByRole('button', { name: 'Prijava', exact: true }).click();
    const entries = page.locator('a[href*="/entries/"]');
    await expect(entries.first()).toBeVisible();
    await entries.first().click();
    // The entry's editor: its bar ("Pisanje u zbirci Cenovnik") and its first field (lists start collapsed).
    await expect(page.getByText(/^Pisanje u zbirci .+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Dodaj / }).first()).toBeVisible();
    expect(await seen.violations()).toEqual([]);
    expect(seen.errors).toEqual([]);
  });

  test('the admin bundle in out/ is Decap’s own, whole: entry, chunks and image encoders, no source maps', () => {
    const folder = path.join(ROOT, 'out', 'admin', 'decap');
    const files = readdirSync(folder);
    expect(files).toContain('decap-cms.js');
    // And the interface in Serbian Latin, made from Decap's Serbian Cyrillic.
    expect(readFileSync(path.join(folder, 'sr-latn.js'), 'utf8')).toContain('window.CMS.registerLocale("sr_Latn", {"auth":{"login":"Prijava"');
    expect(files.filter((name) => name.endsWith('.wasm'))).toHaveLength(2);
    expect(files.filter((name) => name.endsWith('.map') || name.startsWith('cms.'))).toEqual([]);
    expect(statSync(path.join(folder, 'decap-cms.js')).size).toBeGreaterThan(1_000_000);
  });
});
