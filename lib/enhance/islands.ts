/** An island's wrapper in the server HTML (components/island.tsx). */
export const ISLAND_SELECTOR = '[data-island]';

/**
 * Fetch an island's code (module preloads: fetched and compiled, not run) two screens before it scrolls into
 * view, once the page has loaded, and hydrate it half a screen before: the code is there when it is needed, and nothing runs on the
 * main thread for an island the visitor may never reach.
 */
export const ISLAND_PREFETCH_MARGIN = '200% 0px';
export const ISLAND_ROOT_MARGIN = '50% 0px';

/** What the island bundle (components/islands/hydrate.ts) exports. */
export interface IslandModule {
  /**
   * Hydrates `root` as the island `name`. `onListening` is called just before React takes over the root's
   * events: from then on React itself replays what the visitor does while it finishes hydrating.
   */
  hydrateIsland: (root: Element, name: string, props: object, onListening?: () => void) => Promise<void>;
}

export type ImportModule = (src: string) => Promise<IslandModule>;

/** The browser's own dynamic import, kept out of reach of bundlers that would try to resolve it. */
const importModule: ImportModule = (src) => import(/* webpackIgnore: true */ src);

/**
 * The events a visitor's press, tap, drag or key produces on an island's controls. Until React listens, the
 * loader keeps them and replays them, in order, on the same elements once the island is interactive, so a
 * tap that comes before hydration takes effect once, a little later, instead of being lost.
 */
const REPLAYED = new Set(['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'click', 'keydown']);

/** Events that start an island's loading at once: the visitor is about to use it. */
const STARTERS = new Set(['pointerdown', 'focusin', 'keydown', 'click']);

/** Elements whose own default action already does what the visitor asked: nothing to replay for them. */
const NATIVE_CONTROLS = 'a[href], summary, label, input, select, textarea';

/** Gives the main thread back to the browser (input, paint) before going on. */
function yieldToBrowser(view: Window): Promise<void> {
  const scheduler = (view as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => view.setTimeout(resolve, 0));
}

interface Recorded {
  /** The target's position under the island's root, to find it again if hydration replaced it. */
  path: number[];
  target: Element;
  event: Event;
}

/** The child indexes from `root` down to `element`. */
function pathFrom(root: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== root && node.parentElement; node = node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
  }
  return path;
}

function elementAt(root: Element, path: number[]): Element | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

/**
 * A fresh copy of a recorded event, for the island's handlers: the event serves as its own init dictionary
 * (pointer id and type, coordinates, buttons, key, modifiers, bubbles), so nothing is listed by hand.
 */
function copyOf(event: Event): Event {
  const Type = event.constructor as new (type: string, init: Event) => Event;
  return new Type(event.type, event);
}

/**
 * Hydrates each island of the page, as its own React root, before the visitor needs it: its code is fetched
 * two screens ahead, the island bundle and its chunks together (listed by the wrapper), never one after
 * another; it hydrates half a screen ahead, or at once when the visitor presses, focuses or types inside it.
 * What the visitor does on an island before it is interactive is replayed once it is. Until then, and if loading fails, the island is its server HTML, which shows
 * everything. Returns how many islands it found.
 */
export function loadIslands(doc: Document, load: ImportModule = importModule): number {
  const islands = [...doc.querySelectorAll<HTMLElement>(ISLAND_SELECTOR)];
  const view = doc.defaultView;
  // A page that kept Next's runtime (scripts/strip-runtime.mjs) is hydrated whole by React already.
  if (islands.length === 0 || !view || '__next_f' in view) return 0;

  const pending = new Map<HTMLElement, Recorded[]>(islands.map((island) => [island, []]));
  const preloaded = new Set<string>();

  const preload = (urls: string[]) => {
    for (const url of urls) {
      if (preloaded.has(url)) continue;
      preloaded.add(url);
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = url;
      doc.head.append(link);
    }
  };

  const replay = (island: HTMLElement, root: Element) => {
    const recorded = pending.get(island) ?? [];
    pending.delete(island);
    for (const { target, path, event } of recorded) {
      const element = target.isConnected && root.contains(target) ? target : elementAt(root, path);
      element?.dispatchEvent(copyOf(event));
    }
  };

  const prefetch = (island: HTMLElement) => {
    const src = island.dataset.islandSrc;
    if (src) preload([src, ...(island.dataset.islandPreload ?? '').split(' ').filter(Boolean)]);
  };

  /**
   * Islands hydrate one at a time, the browser getting the main thread back between them (issue 25: no long
   * task on a phone when several come near at once). Their code is fetched in parallel all the same.
   */
  interface Queued {
    island: HTMLElement;
    root: Element;
    props: string;
    src: string;
  }
  const queue: Queued[] = [];
  let draining = false;

  const hydrate = async ({ island, root, props, src }: Queued) => {
    const name = island.dataset.island ?? '';
    try {
      const islandModule = await load(src);
      // The runtime's evaluation and the hydration are separate tasks.
      await yieldToBrowser(view);
      await islandModule.hydrateIsland(root, name, JSON.parse(props) as object, () => {
        island.dataset.islandState = 'hydrating';
      });
      island.dataset.islandState = 'hydrated';
      replay(island, root);
    } catch (error: unknown) {
      island.dataset.islandState = 'failed';
      pending.delete(island);
      console.error(`Island "${name}" could not start; its HTML stays as it is.`, error);
    }
  };

  const drain = async () => {
    if (draining) return;
    draining = true;
    for (let next = queue.shift(); next; next = queue.shift()) {
      await hydrate(next);
      await yieldToBrowser(view);
    }
    draining = false;
  };

  /** Queues an island for hydration; `now`: the visitor is using it, so it goes first. */
  const start = (island: HTMLElement, now = false) => {
    if (island.dataset.islandState) {
      // Already queued: the visitor's island moves to the front.
      const queued = queue.findIndex((entry) => entry.island === island);
      if (now && queued > 0) queue.unshift(...queue.splice(queued, 1));
      return;
    }
    const root = island.querySelector('[data-island-root]');
    const props = island.querySelector('script[data-island-props]')?.textContent;
    const src = island.dataset.islandSrc;
    if (!root || !props || !src) return;
    // data-island-state: "loading", "hydrating" once React listens, "hydrated" once it is interactive (the tests wait for it).
    island.dataset.islandState = 'loading';
    prefetch(island);
    const entry = { island, root, props, src };
    if (now) queue.unshift(entry);
    else queue.push(entry);
    void drain();
  };

  const islandOf = (event: Event) => {
    const target = event.target;
    if (!(target instanceof view.Element)) return null;
    const island = target.closest<HTMLElement>(ISLAND_SELECTOR);
    return island && pending.has(island) ? { island, target } : null;
  };

  // One capturing listener per event type: a starter starts the island; while the island is not listening yet,
  // what happens on its controls is kept for the replay (a pointer's moves only while it is pressed).
  let pressing = false;
  for (const type of new Set([...STARTERS, ...REPLAYED])) {
    doc.addEventListener(
      type,
      (event) => {
        if (type === 'pointerdown') pressing = true;
        const found = islandOf(event);
        if (found && STARTERS.has(type)) start(found.island, true);
        const listening = found && ['hydrating', 'hydrated'].includes(found.island.dataset.islandState ?? '');
        if (found && !listening && REPLAYED.has(type) && (type !== 'pointermove' || pressing) && !found.target.closest(NATIVE_CONTROLS)) {
          const root = found.island.querySelector('[data-island-root]');
          if (root) pending.get(found.island)?.push({ target: found.target, path: pathFrom(root, found.target), event });
        }
        if (type === 'pointerup' || type === 'pointercancel') pressing = false;
      },
      { capture: true, passive: true },
    );
  }

  if (typeof view.IntersectionObserver !== 'function') {
    islands.forEach((island) => start(island));
    return islands.length;
  }
  /** Calls `action` once for each island when its component's first element comes within `rootMargin`. */
  const whenNear = (rootMargin: string, action: (island: HTMLElement) => void) => {
    const observer = new view.IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const island = (entry.target as HTMLElement).closest<HTMLElement>(ISLAND_SELECTOR);
          observer.unobserve(entry.target);
          if (island) action(island);
        }
      },
      { rootMargin },
    );
    // The wrappers are `display: contents` (no box of their own): watch the component's first element.
    for (const island of islands) observer.observe(island.querySelector('[data-island-root] > *') ?? island);
  };
  // The prefetch waits for the page's load event, so an island's bytes never compete with the first screen's.
  if (doc.readyState === 'complete') whenNear(ISLAND_PREFETCH_MARGIN, prefetch);
  else view.addEventListener('load', () => whenNear(ISLAND_PREFETCH_MARGIN, prefetch), { once: true });
  whenNear(ISLAND_ROOT_MARGIN, (island) => start(island));
  return islands.length;
}
