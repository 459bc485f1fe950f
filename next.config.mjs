import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
};

export default nextConfig;
