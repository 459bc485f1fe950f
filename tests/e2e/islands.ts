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
