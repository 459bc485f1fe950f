/** An island's wrapper in the server HTML (components/island.tsx). */
export const ISLAND_SELECTOR = '[data-island]';

/** Start loading an island this far before it scrolls into view, so it is ready when it arrives. */
export const ISLAND_ROOT_MARGIN = '50% 0px';

/** What the island bundle (components/islands/hydrate.ts) exports. */
export interface IslandModule {
  hydrateIsland: (root: Element, name: string, props: object) => Promise<void>;
}

export type ImportModule = (src: string) => Promise<IslandModule>;

/** The browser's own dynamic import, kept out of reach of bundlers that would try to resolve it. */
const importModule: ImportModule = (src) => import(/* webpackIgnore: true */ src);

/**
 * Hydrates each island of the page when it comes near the viewport: the island bundle (React) is
 * imported then, once, and each island's component code with it. Until then, and if loading fails,
 * the island is its server HTML, which shows everything. Returns how many islands it found.
 */
export function loadIslands(doc: Document, load: ImportModule = importModule): number {
  const islands = [...doc.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  const view = doc.defaultView;
  // A page that kept Next's runtime (scripts/strip-runtime.mjs) is hydrated whole by React already.
  if (islands.length === 0 || (view && '__next_f' in view)) return 0;

  const start = (island: HTMLElement) => {
    const root = island.querySelector('[data-island-root]');
    const propsText = island.querySelector('script[data-island-props]')?.textContent;
    const name = island.dataset.island ?? '';
    const src = island.dataset.islandSrc;
    if (!root || !propsText || !src) return;
    // data-island-state: "loading", then "hydrated" once it is interactive (the tests wait for it).
    island.dataset.islandState = 'loading';
    load(src)
      .then((module) => module.hydrateIsland(root, name, JSON.parse(propsText) as object))
      .then(() => {
        island.dataset.islandState = 'hydrated';
      })
      .catch((error: unknown) => {
        island.dataset.islandState = 'failed';
        console.error(`Island "${name}" could not start; its HTML stays as it is.`, error);
      });
  };

  if (!view || typeof view.IntersectionObserver !== 'function') {
    islands.forEach(start);
    return islands.length;
  }
  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const island = (entry.target as HTMLElement).closest<HTMLElement>(ISLAND_SELECTOR);
        observer.unobserve(entry.target);
        if (island) start(island);
      }
    },
    { rootMargin: ISLAND_ROOT_MARGIN },
  );
  // The wrappers are `display: contents` (no box of their own): watch the component's first element.
  for (const island of islands) observer.observe(island.querySelector('[data-island-root] > *') ?? island);
  return islands.length;
}
