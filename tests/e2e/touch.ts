import type { Page } from '@playwright/test';

/** A real touch drag through Chromium's input pipeline (pointerType "touch"), along `xs` at height `y`. */
export async function touchDrag(page: Page, xs: number[], y: number): Promise<void> {
  const client = await page.context().newCDPSession(page);
  const [first, ...rest] = xs;
  await client.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: first!, y }] });
  for (const x of rest) await client.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  await client.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await client.detach();
}
