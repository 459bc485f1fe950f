import { render } from '@testing-library/react';
import { Island } from '@/components/island';
import { ISLAND_PREFETCH_MARGIN, ISLAND_ROOT_MARGIN, loadIslands, type IslandModule } from '@/lib/enhance/islands';

// The wrapper's markup comes from the real server component; its script URL from the build manifest.
jest.mock('@/components/client-scripts', () => ({
  clientScripts: () => ({
    enhance: '/js/enhance-x.js',
    islands: '/js/islands-x.js',
    islandFiles: { slideshow: ['/js/islands-x.js', '/js/chunk-react.js', '/js/chunk-slideshow.js'] },
  }),
}));

function Demo({ id, label }: { id: string; label: string }) {
  return (
    <p id={id}>
      {label} <button type="button">Dalje</button>
    </p>
  );
}
// The wrapper is typed by the registry; these tests render a stand-in component under two of its names.
const Stand = Demo as never;

/** A stand-in IntersectionObserver whose entries the test reports by hand. */
class FakeObserver {
  static all: FakeObserver[] = [];
  /** The observer that hydrates (the second: the first prefetches). */
  static get last(): FakeObserver {
    return FakeObserver.all.find((observer) => observer.options.rootMargin === ISLAND_ROOT_MARGIN)!;
  }
  observed: Element[] = [];
  constructor(
    public callback: IntersectionObserverCallback,
    public options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  unobserve(target: Element) {
    this.observed = this.observed.filter((element) => element !== target);
  }
  enter(target: Element) {
    this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

function renderIslands() {
  const { container } = render(
    <>
      <Island name="slideshow" component={Stand} props={{ id: 'prvi', label: 'Prvo <ostrvo>' } as never} />
      <Island name="gallery-strip" component={Stand} props={{ id: 'drugi', label: 'Drugo' } as never} />
    </>,
  );
  return [...container.querySelectorAll<HTMLElement>('[data-island]')];
}

/** Lets the loader run to its next wait: it yields to the browser before and after each hydration. */
const flush = async () => {
  for (let tick = 0; tick < 6; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  FakeObserver.all = [];
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: FakeObserver });
});

describe('the island loader', () => {
  it('renders the server HTML in the wrapper, with the props as JSON beside it', () => {
    const [first] = renderIslands();
    expect(first).toHaveAttribute('data-island', 'slideshow');
    expect(first).toHaveAttribute('data-island-src', '/js/islands-x.js');
    expect(first).toHaveAttribute('data-island-preload', '/js/chunk-react.js /js/chunk-slideshow.js');
    expect(first!.querySelector('[data-island-root] > p')).toHaveTextContent('Prvo <ostrvo>');
    expect(JSON.parse(first!.querySelector('script[type="application/json"]')!.textContent!)).toEqual({ id: 'prvi', label: 'Prvo <ostrvo>' });
  });

  it('loads nothing until an island comes near the viewport, then hydrates just that one', async () => {
    const [first, second] = renderIslands();
    const hydrateIsland = jest.fn<ReturnType<IslandModule['hydrateIsland']>, Parameters<IslandModule['hydrateIsland']>>(() => Promise.resolve());
    const load = jest.fn(() => Promise.resolve({ hydrateIsland }));

    expect(loadIslands(document, load)).toBe(2);
    expect(FakeObserver.last.options.rootMargin).toBe(ISLAND_ROOT_MARGIN);
    // It watches each component's own element (the wrappers have no box).
    expect(FakeObserver.last.observed).toEqual([first!.querySelector('p'), second!.querySelector('p')]);
    expect(load).not.toHaveBeenCalled();

    FakeObserver.last.enter(second!.querySelector('p')!);
    expect(second).toHaveAttribute('data-island-state', 'loading');
    await flush();
    expect(load).toHaveBeenCalledWith('/js/islands-x.js');
    expect(hydrateIsland).toHaveBeenCalledWith(
      second!.querySelector('[data-island-root]'),
      'gallery-strip',
      { id: 'drugi', label: 'Drugo' },
      expect.any(Function),
    );
    expect(second).toHaveAttribute('data-island-state', 'hydrated');
    expect(first).not.toHaveAttribute('data-island-state');
    expect(FakeObserver.last.observed).toEqual([first!.querySelector('p')]);
  });

  it('leaves the server HTML in place and says so when the bundle cannot load', async () => {
    const [first] = renderIslands();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    loadIslands(document, () => Promise.reject(new Error('offline')));
    FakeObserver.last.enter(first!.querySelector('p')!);
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'failed');
    expect(first!.querySelector('p')).toHaveTextContent('Prvo <ostrvo>');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('slideshow'), expect.any(Error));
    error.mockRestore();
  });

  /** A loader whose hydrations finish when the test says, with the first two islands near the screen. */
  async function withHeldHydrations(first: HTMLElement, second: HTMLElement) {
    const finish: Array<() => void> = [];
    const hydrateIsland = jest.fn<Promise<void>, [Element]>(() => new Promise<void>((resolve) => finish.push(resolve)));
    loadIslands(document, () => Promise.resolve({ hydrateIsland }));
    FakeObserver.last.enter(first.querySelector('p')!);
    FakeObserver.last.enter(second.querySelector('p')!);
    await flush();
    return { finish, hydrateIsland };
  }

  it('hydrates one island at a time', async () => {
    const [first, second] = renderIslands();
    const { finish, hydrateIsland } = await withHeldHydrations(first!, second!);
    // Both were asked for; only the first hydrates until it is done.
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    expect(second).toHaveAttribute('data-island-state', 'loading');
    finish[0]!();
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'hydrated');
    expect(hydrateIsland).toHaveBeenCalledTimes(2);
    expect(hydrateIsland.mock.calls[1]![0]).toBe(second!.querySelector('[data-island-root]'));
  });

  it('moves the island the visitor presses ahead of those only near the screen', async () => {
    const [first, second] = renderIslands();
    const third = second!.parentElement!.appendChild(first!.cloneNode(true) as HTMLElement);
    const { finish, hydrateIsland } = await withHeldHydrations(first!, second!);
    expect(hydrateIsland).toHaveBeenCalledTimes(1);
    third.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(third).toHaveAttribute('data-island-state', 'loading');
    finish[0]!();
    await flush();
    // The pressed island comes next, before the one that was only near.
    expect(hydrateIsland).toHaveBeenCalledTimes(2);
    expect(hydrateIsland.mock.calls[1]![0]).toBe(third.querySelector('[data-island-root]'));
    finish[1]!();
    await flush();
    expect(hydrateIsland.mock.calls[2]![0]).toBe(second!.querySelector('[data-island-root]'));
  });

  it('starts every island, one after another, where IntersectionObserver is missing', async () => {
    renderIslands();
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: undefined });
    const hydrateIsland = jest.fn(() => Promise.resolve());
    loadIslands(document, () => Promise.resolve({ hydrateIsland }));
    await flush();
    expect(hydrateIsland).toHaveBeenCalledTimes(2);
  });

  it('does nothing on a page without islands, or one that kept Next’s runtime', () => {
    const load = jest.fn();
    expect(loadIslands(document, load)).toBe(0);
    renderIslands();
    Object.assign(window, { __next_f: [] });
    expect(loadIslands(document, load)).toBe(0);
    delete (window as unknown as { __next_f?: unknown }).__next_f;
    expect(load).not.toHaveBeenCalled();
  });

  it('fetches the island bundle and the island’s chunks together, as module preloads, two screens ahead', () => {
    const [first] = renderIslands();
    const load = jest.fn(() => new Promise<IslandModule>(() => {}));
    loadIslands(document, load);
    const prefetcher = FakeObserver.all.find((observer) => observer.options.rootMargin === ISLAND_PREFETCH_MARGIN)!;
    prefetcher.enter(first!.querySelector('p')!);
    expect(load).not.toHaveBeenCalled(); // fetched, not run
    expect(first).not.toHaveAttribute('data-island-state');
    const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(expect.arrayContaining(['/js/islands-x.js', '/js/chunk-react.js', '/js/chunk-slideshow.js']));
  });

  it('starts an island at once when the visitor presses inside it, before it nears the viewport', () => {
    const [first] = renderIslands();
    const load = jest.fn(() => new Promise<IslandModule>(() => {}));
    loadIslands(document, load);
    first!.querySelector('button')!.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true })); // jsdom has no PointerEvent;
    expect(first).toHaveAttribute('data-island-state', 'loading');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('replays a press made before hydration once, on the same button, after hydration', async () => {
    const [first] = renderIslands();
    const button = first!.querySelector('button')!;
    const clicks: string[] = [];
    let finishLoading: (module: IslandModule) => void = () => {};
    const hydrateIsland: IslandModule['hydrateIsland'] = (_root, _name, _props, onListening) => {
      onListening?.();
      // What React does once it listens: handle the clicks on the button.
      button.addEventListener('click', (event) => clicks.push(event.isTrusted ? 'visitor' : 'replay'));
      return Promise.resolve();
    };
    loadIslands(document, () => new Promise((resolve) => (finishLoading = resolve)));

    button.click(); // before the island has even started: the press starts it and is kept
    expect(clicks).toEqual([]);
    finishLoading({ hydrateIsland });
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'hydrated');
    expect(clicks).toEqual(['replay']);

    button.click(); // after hydration: handled by React alone, never replayed again
    await flush();
    expect(clicks).toEqual(['replay', 'replay']);
  });

  it('keeps nothing once React listens: React replays what happens during its own hydration', async () => {
    const [first] = renderIslands();
    const button = first!.querySelector('button')!;
    const clicks = jest.fn();
    let finishHydration: () => void = () => {};
    const hydrateIsland: IslandModule['hydrateIsland'] = (_root, _name, _props, onListening) => {
      onListening?.();
      button.addEventListener('click', clicks);
      return new Promise((resolve) => (finishHydration = resolve));
    };
    loadIslands(document, () => Promise.resolve({ hydrateIsland }));
    FakeObserver.last.enter(first!.querySelector('p')!);
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'hydrating');
    button.click();
    finishHydration();
    await flush();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('lets a link inside an island work as a link: nothing to replay', async () => {
    const [first] = renderIslands();
    const link = document.createElement('a');
    link.href = '#cilj';
    first!.querySelector('p')!.append(link);
    const clicks = jest.fn();
    loadIslands(document, () =>
      Promise.resolve({
        hydrateIsland: (_root, _name, _props, onListening) => {
          onListening?.();
          link.addEventListener('click', clicks);
          return Promise.resolve();
        },
      }),
    );
    link.click();
    await flush();
    expect(first).toHaveAttribute('data-island-state', 'hydrated');
    expect(clicks).not.toHaveBeenCalled();
  });
});
