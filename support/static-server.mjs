// Serves out/ the way Netlify and S3 + CloudFront do: index.html for folders, a 301 from
// "/path" to "/path/", and 404.html with status 404 for anything else (rules in serve.json; below a language's
// prefix, that language's 404 page, as Netlify's rule does), with
// the headers of out/_headers applied as Netlify applies them: the CSP, the security headers and
// the caching the build wrote (hosting/write.mjs). So every local test runs under them.
// Used by `npm start` and `npm run serve` (scripts/start.mjs, scripts/serve.mjs), the Playwright tests, the
// benchmark's server (bench/server.mjs) and the screenshots (tools/screenshot.mjs).
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { headersForPath, parseHeadersFile } from '../hosting/netlify-headers.mjs';
import { LANGUAGE_NOT_FOUND } from '../hosting/policy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadServeConfig() {
  const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
  return { ...config, public: path.join(root, config.public) };
}

/** Whether a path names a file of `publicDir`, or a folder (with or without its slash) that serve-handler answers. */
function isServed(publicDir, pathname) {
  const target = path.join(publicDir, decodeURIComponent(pathname));
  if (!target.startsWith(publicDir)) return false;
  return (existsSync(target) && statSync(target).isFile()) || existsSync(path.join(target, 'index.html')) || existsSync(`${target.replace(/\/$/, '')}.html`);
}

export function startServer({ port = 3000, host = '127.0.0.1' } = {}) {
  const config = loadServeConfig();
  if (!existsSync(path.join(config.public, 'index.html'))) {
    throw new Error(`Nothing to serve: ${config.public}/index.html is missing. Run "npm run build" first.`);
  }
  const headersFile = path.join(config.public, '_headers');
  const headerRules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const ours = headersForPath(headerRules, pathname);
    for (const [name, value] of Object.entries(ours)) response.setHeader(name, value);
    // serve-handler sets its own Content-Type (and passes headers to writeHead); a type from
    // out/_headers wins, as on Netlify (the Speculation Rules file needs its own media type).
    const ownType = Object.entries(ours).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
    if (ownType) {
      const setHeader = response.setHeader.bind(response);
      response.setHeader = (name, value) => setHeader(name, name.toLowerCase() === 'content-type' ? ownType : value);
      const writeHead = response.writeHead.bind(response);
      response.writeHead = (status, ...rest) => {
        const headers = rest.find((arg) => arg && typeof arg === 'object');
        if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') headers[name] = ownType;
        return writeHead(status, ...rest);
      };
    }
    // An unknown address below a language's prefix gets that language's 404 page, as on Netlify (hosting/policy.mjs).
    const language = LANGUAGE_NOT_FOUND.find(({ prefix }) => pathname.startsWith(prefix));
    if (language && !isServed(config.public, pathname)) {
      response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(readFileSync(path.join(config.public, language.page, 'index.html')));
      return;
    }
    return handler(request, response, config);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A fixed port, never another one: the tests and the README point at it.
    server.listen(port, host, () => resolve(server));
  });
}
