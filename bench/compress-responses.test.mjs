/** @jest-environment node */
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { acceptsGzip, isCompressible, withCompression } from './compress-responses.mjs';

describe('acceptsGzip and isCompressible', () => {
  it('reads Accept-Encoding with its quality values', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('compresses text, scripts and SVG but not fonts or raster images', () => {
    expect(isCompressible('text/html; charset=utf-8')).toBe(true);
    expect(isCompressible('application/javascript; charset=utf-8')).toBe(true);
    expect(isCompressible('image/svg+xml')).toBe(true);
    expect(isCompressible('font/woff2')).toBe(false);
    expect(isCompressible('image/avif')).toBe(false);
    expect(isCompressible(undefined)).toBe(false);
  });
});

describe('withCompression', () => {
  let dir;
  let server;
  let base;
  const script = 'console.log("zdravo");\n'.repeat(200);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'compress-'));
    writeFileSync(path.join(dir, 'app.js'), script);
    // Answers the way serve-handler does: headers via writeHead, the file piped in.
    const listener = (request, response) => {
      if (request.url === '/app.js') {
        response.writeHead(200, { 'Content-Type': 'application/javascript; charset=utf-8', 'Content-Length': Buffer.byteLength(script) });
        createReadStream(path.join(dir, 'app.js')).pipe(response);
      } else if (request.url === '/font.woff2') {
        response.setHeader('Content-Type', 'font/woff2');
        response.end(Buffer.alloc(64, 7));
      } else {
        response.writeHead(301, { Location: `${request.url}/` });
        response.end();
      }
    };
    server = http.createServer(withCompression(listener));
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url, headers) =>
    new Promise((resolve, reject) => {
      http
        .get(`${base}${url}`, { headers }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
        })
        .on('error', reject);
    });

  it('gzips a piped script for a client that accepts gzip, with a matching Content-Length', async () => {
    const response = await get('/app.js', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(gunzipSync(response.body).toString()).toBe(script);
  });

  it('sends the plain body to a client that does not accept gzip', async () => {
    const response = await get('/app.js', { 'Accept-Encoding': 'identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(script);
  });

  it('leaves fonts and redirects as they are', async () => {
    const font = await get('/font.woff2', { 'Accept-Encoding': 'gzip' });
    expect(font.headers['content-encoding']).toBeUndefined();
    expect(font.body).toEqual(Buffer.alloc(64, 7));
    const redirect = await get('/blog', { 'Accept-Encoding': 'gzip' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe('/blog/');
  });
});
