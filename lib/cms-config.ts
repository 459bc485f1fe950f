/**
 * The editor's configuration as /admin/ loads it (app/admin/config.yml/route.ts): the source (content/cms-config.yml)
 * with the site's public URL, so the editor's "Pogledaj na produkciji" links lead to the site (the articles to their
 * own page) while the URL stays one setting (NEXT_PUBLIC_SITE_URL). Pure.
 */
export function cmsConfigForSite(source: string, siteUrl: string): string {
  return `${source.trimEnd()}\n\n# Written by the build from the site's URL (NEXT_PUBLIC_SITE_URL): the editor's links to the live pages.\nsite_url: ${siteUrl}\ndisplay_url: ${siteUrl}\n`;
}
