// The benchmark's server: the site's own static server (support/static-server.mjs: folder index, trailing-slash
// redirect, 404.html, the hosts' headers) plus what the hosts do and it does not:
// - text responses are gzipped (bench/compress-responses.mjs). Hosts may send Brotli, a little smaller,
//   so the transfer figures here err on the heavy side.
// - the reference page (bench/reference/) is answered under /__reference/, from the same origin as the
//   site so it shares the site's images and network conditions. It is never copied into out/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { withCompression } from './compress-responses.mjs';
import { startServer } from '../support/static-server.mjs';

export const REFERENCE_PREFIX = '/__reference/';

/** Answers /__reference/ with the reference page; anything else under the prefix is a 404. */
function referenceListener(referenceDir) {
  return (request, response) => {
    const { pathname } = new URL(request.url, 'http://localhost');
    if (pathname === REFERENCE_PREFIX.slice(0, -1)) {
      response.writeHead(301, { Location: REFERENCE_PREFIX });
      response.end();
      return;
    }
    if (pathname !== REFERENCE_PREFIX) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Not found');
      return;
    }
    const html = readFileSync(path.join(referenceDir, 'index.html'));
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(html);
  };
}

/** Starts the site's server on the port, then routes the reference page and compresses text responses. */
export async function startBenchServer({ port, referenceDir }) {
  const server = await startServer({ port });
  const site = server.listeners('request');
  if (site.length !== 1) throw new Error(`support/static-server.mjs: expected one request listener, found ${site.length}.`);
  const reference = referenceListener(referenceDir);
  server.removeAllListeners('request');
  server.on(
    'request',
    withCompression((request, response) => (request.url.startsWith(REFERENCE_PREFIX.slice(0, -1)) ? reference : site[0])(request, response)),
  );
  return server;
}
