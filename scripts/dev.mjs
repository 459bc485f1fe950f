// `npm run dev`: Next's development server behind a small proxy that serves each page as the build ships it:
// without Next's runtime (scripts/strip-runtime-lib.mjs › removeNextRuntime, the strip step's own code), so the
// islands hydrate through the site's loader and island bundle (lib/enhance/islands.ts), which esbuild rebuilds
// on every change to the browser code. What a developer clicks here is what ships; reload to see an edit.
//   http://localhost:3000  the site (PORT to change it); Next itself listens on the next port.
import { spawn } from 'node:child_process';
import { mkdirSync, watch } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, serialize } from 'parse5';
import { walk } from '../support/html-tree.mjs';
import { RENDITIONS_FOLDER, UPLOADS_FOLDER } from '../lib/uploads.mjs';
import { buildClient } from './build-client.mjs';
import { optimiseUploads } from './optimise-uploads.mjs';
import { removeNextRuntime } from './strip-runtime-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
const nextPort = port + 1;

/** The page as the build ships it: Next's scripts and inline runtime removed, everything else as Next rendered it. */
export function withoutNextRuntime(html) {
  const document = parse(html);
  removeNextRuntime([...walk(document)]);
  return serialize(document);
}

async function main() {
  await buildClient();
  // The browser code: rebuilt (new hashed names, new manifest) when a file it may bundle changes.
  let timer;
  for (const folder of ['components', 'lib', 'content']) {
    watch(path.join(root, folder), { recursive: true }, () => {
      clearTimeout(timer);
      timer = setTimeout(() => buildClient().catch((error) => console.error(error.message)), 200);
    });
  }

  // A photo uploaded through the editor while the site runs (`npm run cms`): its renditions and the manifest, made as it
  // arrives, so the page that shows it works on the next reload (content/images.ts reads the manifest again).
  let uploadsTimer;
  let optimising = Promise.resolve();
  const uploads = path.join(root, UPLOADS_FOLDER);
  mkdirSync(uploads, { recursive: true });
  watch(uploads, (event, name) => {
    if (!name || name === RENDITIONS_FOLDER) return;
    clearTimeout(uploadsTimer);
    uploadsTimer = setTimeout(() => {
      // One run at a time: a second photo waits for the first.
      optimising = optimising.then(() => optimiseUploads({ root, log: (line) => console.log(line) }).catch((error) => console.error(error.message)));
    }, 300);
  });

  const next = spawn(path.join(root, 'node_modules', '.bin', 'next'), ['dev', '--port', String(nextPort)], { cwd: root, stdio: 'inherit' });
  next.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => next.kill(signal));

  http
    .createServer((request, response) => {
      // Uncompressed from Next, so that a page can be rewritten.
      const headers = { ...request.headers, 'accept-encoding': 'identity' };
      const upstream = http.request({ host: '127.0.0.1', port: nextPort, path: request.url, method: request.method, headers }, (answer) => {
        // Only the pages Next renders; static HTML of public/ (the editor at /admin/) passes as it is.
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html') && !request.url?.startsWith('/admin');
        if (!isPage) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const body = withoutNextRuntime(Buffer.concat(chunks).toString('utf8'));
          const headers = { ...answer.headers, 'content-length': String(Buffer.byteLength(body)) };
          delete headers['transfer-encoding'];
          response.writeHead(answer.statusCode ?? 200, headers);
          response.end(body);
        });
      });
      upstream.on('error', () => {
        response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Next is still starting: reload in a moment.');
      });
      request.pipe(upstream);
    })
    .listen(port, () => console.log(`The site, as the build ships it, at http://localhost:${port} (Next's own server on ${nextPort})`));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
