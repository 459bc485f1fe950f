// Serves out/ the way Netlify and S3 + CloudFront do: index.html for folders, a 301 from
// "/path" to "/path/", and 404.html with status 404 for anything else (rules in serve.json), with
// the headers of out/_headers applied as Netlify applies them: the CSP, the security headers and
// the caching the build wrote (hosting/write.mjs). So every local test runs under them.
// Used by `npm start` and `npm run serve` (scripts/start.mjs, scripts/serve.mjs), the Playwright tests, the
// benchmark's server (bench/server.mjs) and the screenshots (tools/screenshot.mjs).
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import handler from 'serve-handler';
import { headersForPath, parseHeadersFile } from '../hosting/netlify-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function loadServeConfig() {
  const config = JSON.parse(readFileSync(path.join(root, 'serve.json'), 'utf8'));
  return { ...config, public: path.join(root, config.public) };
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
    return handler(request, response, config);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A fixed port, never another one: the tests and the README point at it.
    server.listen(port, host, () => resolve(server));
  });
}
