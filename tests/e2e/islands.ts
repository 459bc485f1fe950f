import { expect, type Page } from '@playwright/test';

/**
 * Brings the `index`th island named `name` (components/islands/registry.ts) into view and waits until
 * it is interactive: islands hydrate on their own, when they come near the viewport.
 */
export async function hydratedIsland(page: Page, name: string, index = 0): Promise<void> {
  const island = page.locator(`[data-island="${name}"]`).nth(index);
  await island.locator('[data-island-root] > *').first().scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island-state', 'hydrated');
}

/**
 * Serves the home page with the video carousel's `position`th video (0-based) given a real embed URL in
 * its island data, so the player can be tested while the content's video ids are all placeholders
 * (their cards say the video is coming). Use a position other than 0: the server HTML shows the first
 * video, so it still matches what the island renders, and the page's headers (its CSP) are kept.
 */
export async function withRealVideo(page: Page, baseURL: string, position: number, embedUrl: string): Promise<void> {
  const home = new URL('/', baseURL).href;
  await page.route(
    (url) => url.href === home,
    async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const island = /(<div data-island="video-carousel"[\s\S]*?<script type="application\/json" data-island-props="">)([\s\S]*?)(<\/script>)/;
      if (!island.test(html)) throw new Error('the home page has no video-carousel island data');
      const body = html.replace(island, (_, open: string, json: string, close: string) => {
        const props = JSON.parse(json) as { videos: { embedUrl?: string }[] };
        const video = props.videos[position];
        if (!video) throw new Error(`the video carousel has no video at position ${position}`);
        video.embedUrl = embedUrl;
        return `${open}${JSON.stringify(props).replace(/</g, '\\u003c')}${close}`;
      });
      await route.fulfill({ response, body });
    },
  );
}
