import { availableParallelism } from 'node:os';
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
  // The types are checked by `npm run typecheck` (tsc), the first step of `npm test` and of CI, not by every build:
  // Next's pass over the same files took 30 s of a clean build on the 2-core machine, half the time the build may
  // take with 200 articles (issue 25, docs/decisions.md). The content the clinic edits is checked by the build's
  // content step (its schemas), which no type can express.
  typescript: { ignoreBuildErrors: true },
  // Static generation in three workers at least: Next's default (one fewer than the cores) is a single worker on a
  // 2-core machine, which left a core idle while 440 pages and share images rendered with 200 articles. Three beat
  // two and four there (about 40 s for next build against 47 s for either; issue 25): a worker waits on sharp and on
  // the disk part of the time. Larger machines keep Next's default.
  // globalNotFound: the 404 page (app/global-not-found.tsx) has its own document, since each language has its own root
  // layout (app/(sr)/layout.tsx; issue 27).
  experimental: { cpus: Math.max(3, availableParallelism() - 1), globalNotFound: true },
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
