import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A plain static site in out/ that Netlify and S3 serve unchanged.
  output: 'export',
  // Every page is a folder with index.html (/blog/slug/ -> out/blog/slug/index.html).
  // Both Netlify and S3 website hosting serve that form natively and redirect the
  // slash-less form to it, so the slash form is the canonical one.
  trailingSlash: true,
  // No image optimisation server exists on a static host; images are prepared at build time.
  images: { unoptimized: true },
  // ESM-only; listed so Jest (through next/jest) transforms it too.
  transpilePackages: ['marked'],
  poweredByHeader: false,
  // This folder is the project, even inside another checkout (the CMS test builds a copy in .cms-e2e/): module
  // paths stay relative to it, which scripts/strip-runtime.mjs relies on to find the islands.
  turbopack: { root: path.dirname(fileURLToPath(import.meta.url)) },
  reactStrictMode: true,
  // `npm test` type-checks the whole project with tsc before it builds (scripts/test.mjs), and so skips Next's
  // second pass over the same files; every other build checks the types itself.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
};

/**
 * `next dev` serves public/ files only at their exact paths, so the editor (public/admin/index.html) gets
 * its folder URL here, as the static hosts give it. Development only: a static export has no rewrites (hence
 * next dev's warning that they do not work with output: export; the hosts serve folders' index.html themselves).
 * @param {string} phase
 * @returns {import('next').NextConfig}
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return nextConfig;
  return { ...nextConfig, rewrites: async () => [{ source: '/admin/', destination: '/admin/index.html' }] };
}
