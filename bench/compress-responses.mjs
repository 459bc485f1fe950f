// Gzips text responses the way static hosts (Netlify, CloudFront) do, for the benchmark's server: without
// it Lighthouse would time uncompressed JavaScript. Level 9, as the byte tables count text.
import { gzipSync } from 'node:zlib';
import { GZIP_LEVEL } from './page-bytes.mjs';

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|manifest\+json)|image\/svg\+xml)/i;

export function isCompressible(contentType) {
  return COMPRESSIBLE.test(String(contentType ?? ''));
}

/** Whether an Accept-Encoding header allows gzip ("gzip, br", "*", but not "gzip;q=0"). */
export function acceptsGzip(acceptEncoding) {
  return String(acceptEncoding ?? '')
    .split(',')
    .some((item) => {
      const [name, ...parameters] = item.split(';').map((part) => part.trim().toLowerCase());
      const quality = parameters.find((parameter) => parameter.startsWith('q='));
      return (name === 'gzip' || name === '*') && (quality === undefined || Number(quality.slice(2)) > 0);
    });
}

/**
 * Wraps a request listener so text bodies go out gzipped to clients that accept it. The body is buffered
 * (the site's files are small) and compressed once it is complete; other responses pass unchanged.
 */
export function withCompression(listener) {
  return (request, response) => {
    if (request.method === 'HEAD' || !acceptsGzip(request.headers['accept-encoding'])) return listener(request, response);
    const send = { writeHead: response.writeHead.bind(response), end: response.end.bind(response) };
    const chunks = [];
    let status;
    const collect = (chunk, encoding) => {
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
      }
    };
    response.writeHead = (statusCode, ...rest) => {
      status = statusCode;
      const headers = rest.find((item) => item && typeof item === 'object');
      for (const [name, value] of Object.entries(headers ?? {})) response.setHeader(name, value);
      return response;
    };
    response.write = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      [encoding, callback].find((item) => typeof item === 'function')?.();
      return true;
    };
    response.end = (chunk, encoding, callback) => {
      collect(chunk, encoding);
      let body = Buffer.concat(chunks);
      const statusCode = status ?? response.statusCode;
      if (statusCode !== 206 && body.length > 0 && !response.getHeader('content-encoding') && isCompressible(response.getHeader('content-type'))) {
        body = gzipSync(body, { level: GZIP_LEVEL });
        response.setHeader('Content-Encoding', 'gzip');
        response.setHeader('Vary', 'Accept-Encoding');
      }
      if (body.length > 0 || response.hasHeader('content-length')) response.setHeader('Content-Length', body.length);
      send.writeHead(statusCode);
      send.end(
        body,
        [encoding, callback].find((item) => typeof item === 'function'),
      );
      return response;
    };
    return listener(request, response);
  };
}
