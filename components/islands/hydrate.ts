// The island bundle's entry (scripts/build-client.mjs): React, and a way to hydrate one island. The
// enhancement script imports it when the first island comes near the viewport (lib/enhance/islands.ts).
import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { isIslandName, islandLoaders } from '@/components/islands/registry';

/** Calls `onHydrated` once React has committed the hydrated tree (effects run after the commit). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children?: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/**
 * Hydrates the server HTML in `root` as the island `name` with its `props` (components/island.tsx).
 * `onListening` runs just before React takes over the root's events (lib/enhance/islands.ts stops keeping
 * them for its replay then). Resolves once the island is interactive.
 */
export async function hydrateIsland(root: Element, name: string, props: object, onListening?: () => void): Promise<void> {
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const Component = (await islandLoaders[name]()) as ComponentType<object>;
  onListening?.();
  await new Promise<void>((resolve) => {
    // In a transition, React hydrates in slices of a few milliseconds and yields to the browser between
    // them (issue 25: no long task on a phone), and still hydrates first the part the visitor touches.
    startTransition(() => {
      hydrateRoot(root, createElement(Hydrated, { onHydrated: () => resolve() }, createElement(Component, props)));
    });
  });
}
