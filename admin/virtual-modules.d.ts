/** The whole site's content check, bundled by scripts/copy-decap.mjs (support/site-check.mjs browserSiteCheck). */
declare module 'virtual:site-check' {
  /** Loads every content module from `files` (path → text); throws what the build would (a ContentError). */
  export default function siteCheck(files: Record<string, string>): void;
}
